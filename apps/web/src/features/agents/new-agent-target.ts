import type { AgentCap, AgentPlatform, Region } from '@agent-platform/core';

/** How a new agent was made: from the form's template, or by the Agent Wizard. */
export type CreatedFrom = { via: 'template'; platform: AgentPlatform; enableNodes: boolean } | { via: 'wizard' };

/**
 * Where the New Agent drawer creates and what it opens: given by its caller, a workspace owner's
 * dashboard or an agency client's, so the drawer reads no dashboard's context itself.
 */
export interface NewAgentTarget {
  region: Region;
  workspaceUid: string;
  /** The plan's agent limit, told as the drawer opens; a client is not told it. The server decides either way. */
  maxAgents?: AgentCap;
  /** The page a created agent opens on. */
  openingPath: (agentId: string, from: CreatedFrom) => string;
  /** Brings a created agent into the caller's own agent list before it opens (a client's agent picker). */
  refreshAgents?: () => Promise<unknown>;
}
