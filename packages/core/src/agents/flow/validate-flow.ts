import type { AgentNode } from '../agent.js';
import { FLOW_NODE_DATA_SCHEMAS } from './node-data.js';

export interface FlowIssue {
  /** The node the issue is about; absent for the flow as a whole. */
  nodeId?: string;
  /** The transition of that node the issue is about. */
  transitionId?: string;
  message: string;
}

export const FLOW_NEEDS_START_MESSAGE = 'The flow needs a start node.';
export const FLOW_ONE_START_MESSAGE = 'A flow has only one start node.';

/**
 * Everything wrong with a flow, in the words the Canvas shows and a save answers with; empty
 * when the flow is sound. Each node's `data` is checked against its type's schema, then the
 * graph: one start, and every link leading to a node that exists and can be entered.
 */
export function validateFlow(nodes: readonly AgentNode[]): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const byId = new Map<string, AgentNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) issues.push({ nodeId: node.id, message: `Two nodes share the id "${node.id}".` });
    byId.set(node.id, node);
  }

  for (const node of nodes) {
    const result = FLOW_NODE_DATA_SCHEMAS[node.type].safeParse(withLegacyNames(node));
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const [field, index] = issue.path;
      const transitions = field === 'transitions' ? node.data.transitions : undefined;
      const transition =
        Array.isArray(transitions) && typeof index === 'number' ? (transitions[index] as { id?: unknown }) : undefined;
      issues.push({
        nodeId: node.id,
        ...(typeof transition?.id === 'string' ? { transitionId: transition.id } : {}),
        message: `${describe(node)}: ${issue.message}`,
      });
    }
  }

  const starts = nodes.filter((node) => node.type === 'start');
  const hasSteps = nodes.some((node) => node.type === 'default' || node.type === 'end');
  if (starts.length === 0 && hasSteps) issues.push({ message: FLOW_NEEDS_START_MESSAGE });
  if (starts.length > 1) issues.push({ nodeId: starts[1]?.id, message: FLOW_ONE_START_MESSAGE });

  for (const start of starts) {
    const next = start.data.next;
    if (next === undefined || next === null || next === '') continue;
    const target = typeof next === 'string' ? byId.get(next) : undefined;
    if (!target) issues.push({ nodeId: start.id, message: 'The start leads to a node that does not exist.' });
    else if (target.type !== 'default') issues.push({ nodeId: start.id, message: 'The start must lead to a step.' });
  }

  for (const node of nodes) {
    if (node.type !== 'default' || !Array.isArray(node.data.transitions)) continue;
    const seen = new Set<string>();
    for (const item of node.data.transitions as { id?: unknown; target?: unknown }[]) {
      if (typeof item?.id !== 'string' || typeof item.target !== 'string') continue;
      const at = { nodeId: node.id, transitionId: item.id };
      if (seen.has(item.id)) issues.push({ ...at, message: `${describe(node)}: two transitions share an id.` });
      seen.add(item.id);
      const target = byId.get(item.target);
      if (!target) {
        issues.push({ ...at, message: `${describe(node)}: a transition leads to a node that does not exist.` });
      } else if (target.type !== 'default' && target.type !== 'end') {
        issues.push({ ...at, message: `${describe(node)}: a transition must lead to a step or an end.` });
      }
    }
  }
  return issues;
}

/** The first issue's message, for a save's answer; undefined when the flow is sound. */
export function flowIssueMessage(nodes: readonly AgentNode[]): string | undefined {
  return validateFlow(nodes)[0]?.message;
}

function describe(node: AgentNode): string {
  const name = typeof node.data.name === 'string' ? node.data.name : node.data.label;
  if (node.type === 'default') return typeof name === 'string' && name.trim() ? `Step "${name.trim()}"` : 'A step';
  return { start: 'The start', note: 'A note', end: 'An end' }[node.type];
}

/** Templates made before the flow editor named a step `label` and its instructions `prompt`. */
function withLegacyNames(node: AgentNode): Record<string, unknown> {
  if (node.type !== 'default') return node.data;
  const { label, prompt, ...data } = node.data;
  return { ...data, name: data.name ?? label, instructions: data.instructions ?? prompt };
}
