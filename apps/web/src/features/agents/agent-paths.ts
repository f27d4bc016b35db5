import type { AgentPlatform, Region } from '@agent-platform/core';
import { agentTabPath } from '../agent-shell/agent-shell-paths';

/**
 * Where a newly created agent opens (spec 000 §2 "Redirect after direct creation"): its nodes with the
 * debugger open when nodes are enabled, else its overview; flow-builder ('vf') agents always open the overview.
 */
export function createdAgentPath(
  region: Region,
  agentId: string,
  platform: AgentPlatform,
  enableNodes: boolean,
): string {
  const tab = platform !== 'vf' && enableNodes ? 'nodes' : 'overview';
  return `${agentTabPath(region, agentId, tab)}?showDebugger=true`;
}
