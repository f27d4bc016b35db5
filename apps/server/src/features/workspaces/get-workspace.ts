import type { Workspace } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { toWorkspace } from './to-workspace.js';

export async function getWorkspace(regions: Regions, access: WorkspaceAccess): Promise<Workspace> {
  const db = regions.db(access.region);
  const [row] = await db.select().from(workspaces).where(eq(workspaces.uid, access.uid)).limit(1);
  if (!row) throw notFound('Workspace not found.');
  const members = await db
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, access.uid))
    .orderBy(workspaceMembers.joinedAt);
  return toWorkspace(
    row,
    access.region,
    access.role,
    members.map((m) => m.email),
  );
}
