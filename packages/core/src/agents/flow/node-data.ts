import { z } from 'zod';
import type { AgentNode } from '../agent.js';

/**
 * The `data` of each node type of an agent's flow. `ZAgentNode.data` stays a free record, so a
 * stored document never fails to load; these schemas are what a save is checked against
 * (`validateFlow`) and `readFlow` is what the runtime reads, forgiving anything else.
 */

export const FLOW_NODE_NAME_MAX_LENGTH = 100;
export const FLOW_CONDITION_MAX_LENGTH = 2000;
export const FLOW_MAX_TRANSITIONS = 20;

const nodeId = z.string().min(1).max(64);

export const FLOW_CONDITION_REQUIRED_MESSAGE = 'Please describe when the conversation takes this transition.';

export const ZFlowTransition = z.object({
  id: nodeId,
  /** When the conversation moves on, in the owner's words; the model reads it. */
  condition: z
    .string()
    .trim()
    .min(1, FLOW_CONDITION_REQUIRED_MESSAGE)
    .max(FLOW_CONDITION_MAX_LENGTH, `A condition is at most ${FLOW_CONDITION_MAX_LENGTH} characters.`),
  target: nodeId,
});
export type FlowTransition = z.infer<typeof ZFlowTransition>;

export const ZStartNodeData = z.object({
  /** The node the conversation begins at; none while the start is not connected. */
  next: nodeId.nullable().optional(),
});
export type StartNodeData = z.infer<typeof ZStartNodeData>;

export const ZDefaultNodeData = z.object({
  name: z
    .string({ error: 'Please give this step a name.' })
    .trim()
    .min(1, 'Please give this step a name.')
    .max(FLOW_NODE_NAME_MAX_LENGTH, `A step name is at most ${FLOW_NODE_NAME_MAX_LENGTH} characters.`),
  instructions: z.string().max(20_000).default(''),
  transitions: z
    .array(ZFlowTransition)
    .max(FLOW_MAX_TRANSITIONS, `A step has at most ${FLOW_MAX_TRANSITIONS} transitions.`)
    .default([]),
});
export type DefaultNodeData = z.infer<typeof ZDefaultNodeData>;

export const ZNoteNodeData = z.object({ text: z.string().max(5000).default('') });
export type NoteNodeData = z.infer<typeof ZNoteNodeData>;

export const ZEndNodeData = z.object({
  /** What the agent says as the conversation closes. */
  message: z.string().max(2000).optional(),
});
export type EndNodeData = z.infer<typeof ZEndNodeData>;

export const FLOW_NODE_DATA_SCHEMAS = {
  start: ZStartNodeData,
  default: ZDefaultNodeData,
  note: ZNoteNodeData,
  end: ZEndNodeData,
} as const;

interface NodeBase {
  id: string;
  position: { x: number; y: number };
}

/** A node with its `data` read for its type. */
export type FlowNode =
  | (NodeBase & { type: 'start'; data: { next: string | null } })
  | (NodeBase & { type: 'default'; data: DefaultNodeData })
  | (NodeBase & { type: 'note'; data: NoteNodeData })
  | (NodeBase & { type: 'end'; data: EndNodeData });

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Reads `data` for the node's type and never throws: a missing or mistyped field takes its empty
 * value. Templates made before the flow editor wrote a step's name as `label` and its
 * instructions as `prompt`; those are read as such.
 */
export function readFlowNode(node: AgentNode): FlowNode {
  const data = node.data ?? {};
  const base = { id: node.id, position: node.position };
  switch (node.type) {
    case 'start':
      return { ...base, type: 'start', data: { next: str(data.next) || null } };
    case 'note':
      return { ...base, type: 'note', data: { text: str(data.text) ?? '' } };
    case 'end': {
      const message = str(data.message);
      return { ...base, type: 'end', data: message === undefined ? {} : { message } };
    }
    default: {
      const transitions = Array.isArray(data.transitions) ? data.transitions : [];
      return {
        ...base,
        type: 'default',
        data: {
          name: str(data.name) ?? str(data.label) ?? '',
          instructions: str(data.instructions) ?? str(data.prompt) ?? '',
          transitions: transitions.flatMap((item: unknown) => {
            if (typeof item !== 'object' || item === null) return [];
            const { id, condition, target } = item as Record<string, unknown>;
            if (typeof id !== 'string' || typeof target !== 'string') return [];
            return [{ id, target, condition: str(condition) ?? '' }];
          }),
        },
      };
    }
  }
}

export function readFlow(nodes: readonly AgentNode[]): FlowNode[] {
  return nodes.map(readFlowNode);
}
