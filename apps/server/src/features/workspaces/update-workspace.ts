import type { Workspace, WorkspaceUpdateBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { getWorkspace } from './get-workspace.js';

/** Saves the workspace editor's fields; `access` already proved the caller may. */
export async function updateWorkspace(
  regions: Regions,
  access: WorkspaceAccess,
  body: WorkspaceUpdateBody,
): Promise<Workspace> {
  await regions
    .db(access.region)
    .update(workspaces)
    .set({ workspaceName: body.workspaceName })
    .where(eq(workspaces.uid, access.uid));
  return getWorkspace(regions, access);
}
