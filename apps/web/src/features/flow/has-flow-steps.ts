import type { AgentNode } from '@agent-platform/core';

/** The flow has steps or an end: more than the basic view shows (spec 002 §2.2's switch rule). */
export function hasFlowSteps(nodes: readonly AgentNode[]): boolean {
  return nodes.some((node) => node.type === 'default' || node.type === 'end');
}
