import { DEFAULT_REGION, type Me, needsAgentOnboarding, type Region, ZRegion } from '@agent-platform/core';
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
 * they arrived with) or their own workspace still owes the wizard (spec 002 §2.13), otherwise the
 * agents page of the workspace they last chose.
 */
export function dashboardPath(me: Me, regionHint?: Region): string {
  const owed = me.workspaces.find(needsAgentOnboarding);
  if (owed) return onboardingPath(owed.region);
  const workspace = pickWorkspace(me.workspaces, readSelectedWorkspace());
  if (!workspace) return onboardingPath(regionHint ?? DEFAULT_REGION);
  return agentsPath(workspace.region);
}
