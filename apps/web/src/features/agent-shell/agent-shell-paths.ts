import type { AgentTabPath, Region } from '@agent-platform/core';
import { matchPath } from 'react-router';

/** `/app/{region}/agents/{agentId}/...`: pages drawn by the agent shell rather than the owner side navigation. */
export function isAgentPage(pathname: string): boolean {
  return matchPath('/app/:region/agents/:agentId/*', pathname) !== null;
}

/** Spec 002 §2.1: a path containing /share is a shared view, with no navigation and no test button. */
export function isSharedView(pathname: string): boolean {
  return pathname.split('/').includes('share');
}

/** A tab of an agent, optionally with the tab's own `?tab=` sub-tab. */
export function agentTabPath(region: Region, agentId: string, tab: AgentTabPath, subTab?: string): string {
  const path = `/app/${region}/agents/${encodeURIComponent(agentId)}/${tab}`;
  return subTab ? `${path}?tab=${encodeURIComponent(subTab)}` : path;
}

/** Spec 001 §2: the demo/prototype view of an agent. */
export function demoPath(region: Region, agentId: string): string {
  return `/app/${region}/prototype?vg_id=${encodeURIComponent(agentId)}`;
}
