import type { Region, Workspace } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import { toWorkspace } from './to-workspace.js';

export async function getWorkspace(regions: Regions, region: Region, access: WorkspaceAccess): Promise<Workspace> {
  const members = await regions
    .db(region)
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, access.workspace.uid))
    .orderBy(workspaceMembers.joinedAt);
  return toWorkspace(
    access.workspace,
    region,
    access.role,
    members.map((m) => m.email),
  );
}
