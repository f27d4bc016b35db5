import { DEFAULT_REGION, type Me, type Region, ZRegion } from '@agent-platform/core';
import { pickWorkspace, readSelectedWorkspace } from './selected-workspace';

export function agentsPath(region: Region): string {
  return `/app/${region}/agents`;
}

export function onboardingPath(region: Region): string {
  return `/onboarding?region=${region}`;
}

/** A region named in a query string, when it is one we serve. */
export function regionFromQuery(value: string | null): Region | undefined {
  const parsed = ZRegion.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Where a signed-in user belongs: onboarding while they have no workspace (keeping the region
 * they arrived with), otherwise the agents page of the workspace they last chose.
 */
export function dashboardPath(me: Me, regionHint?: Region): string {
  const workspace = pickWorkspace(me.workspaces, readSelectedWorkspace());
  if (!workspace) return onboardingPath(regionHint ?? DEFAULT_REGION);
  return agentsPath(workspace.region);
}
