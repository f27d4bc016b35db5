import type { AgentNode } from '../agent.js';
import { type FlowNode, readFlow } from './node-data.js';

/** OpenAI and most providers accept tool names of letters, digits, '_' and '-', at most 64. */
const TOOL_NAME_MAX_LENGTH = 64;
const TOOL_NAME_PREFIX = 'go_to_';

/** A transition of the current step, as the model is offered it: one tool per transition. */
export interface FlowTool {
  /** Stable while the flow is unchanged: `go_to_<target id>`, made safe for tool names. */
  name: string;
  /** The condition, in the owner's words. */
  description: string;
  transitionId: string;
  target: string;
  condition: string;
}

/** Where a conversation is in the flow, and what the model is given there. */
export interface FlowStep {
  nodeId: string;
  /** The step's name; for an end node, 'End'. */
  name: string;
  instructions: string;
  /** The conversation is at an `end` node: it takes no more messages. */
  ended: boolean;
  tools: FlowTool[];
}

export interface FlowTransitionTaken {
  from: string;
  to: string;
  condition: string;
  /** The target is an `end` node: the conversation closes. */
  ended: boolean;
  /** The end node's message, when it has one. */
  endMessage?: string;
  /** The target step's name and instructions, for the model's next words. */
  toName: string;
  toInstructions: string;
}

/**
 * The node a conversation is at. `currentNodeId` null (a new conversation), or a node the owner
 * has since deleted or that cannot hold a conversation (start, note), means the start's `next`.
 * Null when the flow does not run: no start, or a start that leads nowhere.
 */
export function flowStep(nodes: readonly AgentNode[], currentNodeId: string | null): FlowStep | null {
  const flow = readFlow(nodes);
  const current = currentNodeId === null ? undefined : flow.find((node) => node.id === currentNodeId);
  const at = current?.type === 'default' || current?.type === 'end' ? current : entryNode(flow);
  if (!at) return null;
  if (at.type === 'end') return { nodeId: at.id, name: 'End', instructions: '', ended: true, tools: [] };
  return {
    nodeId: at.id,
    name: at.data.name,
    instructions: at.data.instructions,
    ended: false,
    tools: transitionTools(flow, at),
  };
}

/**
 * The move a tool call asks for, from the step the conversation is at. Undefined when the tool
 * is not one of that step's transitions (the flow changed since the tools were offered).
 */
export function applyTransition(
  nodes: readonly AgentNode[],
  currentNodeId: string | null,
  toolName: string,
): FlowTransitionTaken | undefined {
  const step = flowStep(nodes, currentNodeId);
  const tool = step?.tools.find((candidate) => candidate.name === toolName);
  if (!step || !tool) return undefined;
  const target = readFlow(nodes).find((node) => node.id === tool.target);
  if (!target) return undefined;
  const base = { from: step.nodeId, to: target.id, condition: tool.condition };
  if (target.type === 'end') {
    return { ...base, ended: true, toName: 'End', toInstructions: '', ...endMessage(target.data.message) };
  }
  if (target.type !== 'default') return undefined;
  return { ...base, ended: false, toName: target.data.name, toInstructions: target.data.instructions };
}

/**
 * What the model is told at a step, added after the agent's own prompt (its system prompt and
 * main prompt, `vg_prompt`): the step's name and instructions, and when to call which tool.
 * Nothing at an end node: the conversation takes no more messages there.
 */
export function flowStepPrompt(step: FlowStep): string {
  if (step.ended) return '';
  const parts = [`You are at the step "${step.name}" of this conversation.`];
  if (step.instructions.trim()) parts.push(`Instructions for this step:\n${step.instructions.trim()}`);
  if (step.tools.length) {
    const list = step.tools.map((tool) => `- ${tool.name}: ${tool.condition}`).join('\n');
    parts.push(
      `Call a tool below, before you answer, as soon as its condition is met; call at most one:\n${list}\nOtherwise stay at this step.`,
    );
  }
  return parts.join('\n\n');
}

/** What the model reads as the result of a transition tool: the new step, or the closing words. */
export function transitionConfirmation(taken: FlowTransitionTaken): string {
  if (taken.ended) {
    return taken.endMessage
      ? `The conversation is ending. Close it with this message: ${taken.endMessage}`
      : 'The conversation is ending. Close it with a short goodbye.';
  }
  const instructions = taken.toInstructions.trim() ? ` Its instructions:\n${taken.toInstructions.trim()}` : '';
  return `Moved to the step "${taken.toName}".${instructions}`;
}

function endMessage(message: string | undefined): { endMessage?: string } {
  return message?.trim() ? { endMessage: message.trim() } : {};
}

function entryNode(flow: FlowNode[]): Extract<FlowNode, { type: 'default' }> | undefined {
  const start = flow.find((node) => node.type === 'start');
  const next = start?.type === 'start' ? start.data.next : null;
  const node = next === null ? undefined : flow.find((candidate) => candidate.id === next);
  return node?.type === 'default' ? node : undefined;
}

function transitionTools(flow: FlowNode[], node: Extract<FlowNode, { type: 'default' }>): FlowTool[] {
  const enterable = new Set(flow.filter((n) => n.type === 'default' || n.type === 'end').map((n) => n.id));
  const used = new Set<string>();
  return node.data.transitions
    .filter((transition) => enterable.has(transition.target) && transition.condition.trim())
    .map((transition) => {
      const name = uniqueName(toolName(transition.target), used);
      used.add(name);
      const condition = transition.condition.trim();
      return { name, description: condition, transitionId: transition.id, target: transition.target, condition };
    });
}

/** `go_to_<target id>`, with anything a tool name cannot hold made '_'. */
export function toolName(targetId: string): string {
  const safe = targetId.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${TOOL_NAME_PREFIX}${safe}`.slice(0, TOOL_NAME_MAX_LENGTH);
}

/** Two transitions to one target (or ids alike once made safe) get `_2`, `_3`... in their order. */
function uniqueName(name: string, used: ReadonlySet<string>): string {
  if (!used.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${name.slice(0, TOOL_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
