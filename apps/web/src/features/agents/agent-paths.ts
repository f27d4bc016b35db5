import type { Region } from '@agent-platform/core';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import type { CreatedFrom } from './new-agent-target';

/**
 * Where a workspace user's new agent opens (spec 000 §2 "Redirect after direct creation"): its nodes
 * with the debugger open when nodes are enabled, else its overview; flow-builder ('vf') agents always
 * open the overview, and so does the Agent Wizard's agent.
 */
export function createdAgentPath(region: Region, agentId: string, from: CreatedFrom): string {
  const tab = from.via === 'template' && from.platform !== 'vf' && from.enableNodes ? 'nodes' : 'overview';
  return `${agentTabPath(region, agentId, tab)}?showDebugger=true`;
}
