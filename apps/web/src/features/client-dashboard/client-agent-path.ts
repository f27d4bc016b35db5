import { type ClientSelf, firstClientTab, type Region } from '@agent-platform/core';

/**
 * Where choosing another agent leads (spec 001 §2): the same sub-path with the agent id swapped;
 * from a page that is not an agent's, the agent's first allowed tab.
 */
export function clientAgentPath(
  current: { pathname: string; search: string },
  agentId: string,
  region: Region,
  canAccess: ClientSelf['canAccess'],
): string {
  const match = /^\/app\/[^/]+\/agents\/[^/]+(\/.*)?$/.exec(current.pathname);
  if (!match) return `/app/${region}/agents/${agentId}/${firstClientTab(canAccess)}`;
  return `/app/${region}/agents/${encodeURIComponent(agentId)}${match[1] ?? ''}${current.search}`;
}
