import type { WorkspaceMembers } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';

export async function listWorkspaceMembers(regions: Regions, access: WorkspaceAccess): Promise<WorkspaceMembers> {
  const members = await regions
    .db(access.region)
    .select({ email: workspaceMembers.email, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, access.uid))
    .orderBy(asc(workspaceMembers.joinedAt));
  return { members };
}
