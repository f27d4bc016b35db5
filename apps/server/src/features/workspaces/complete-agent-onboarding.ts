import type { Workspace } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { getWorkspace } from './get-workspace.js';

/** Spec 002 §4.8: the wizard is behind the workspace's owner, finished or skipped. */
export async function completeAgentOnboarding(regions: Regions, access: WorkspaceAccess): Promise<Workspace> {
  await regions
    .db(access.region)
    .update(workspaces)
    .set({ isAgentOnboardingDone: true })
    .where(eq(workspaces.uid, access.uid));
  return getWorkspace(regions, access);
}
