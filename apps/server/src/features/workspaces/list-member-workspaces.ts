import type { Workspace } from '@agent-platform/core';
import { eq, inArray } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { toWorkspace } from './to-workspace.js';

/** Spec 001 §2: the workspaces whose member emails contain this email, in either region; owned ones first. */
export async function listMemberWorkspaces(regions: Regions, email: string): Promise<Workspace[]> {
  const perRegion = await regions.askEveryRegion(async (db, region) => {
    const rows = await db
      .select({ workspace: workspaces, role: workspaceMembers.role })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.uid, workspaceMembers.workspaceUid))
      .where(eq(workspaceMembers.email, email));
    if (rows.length === 0) return [];
    const members = await db
      .select({ uid: workspaceMembers.workspaceUid, email: workspaceMembers.email })
      .from(workspaceMembers)
      .where(
        inArray(
          workspaceMembers.workspaceUid,
          rows.map((r) => r.workspace.uid),
        ),
      )
      .orderBy(workspaceMembers.joinedAt);
    return rows.map((r) =>
      toWorkspace(
        r.workspace,
        region,
        r.role,
        members.filter((m) => m.uid === r.workspace.uid).map((m) => m.email),
      ),
    );
  });
  return perRegion
    .flatMap((r) => r.value)
    .sort((a, b) => (a.role === b.role ? a.joinedAt.localeCompare(b.joinedAt) : a.role === 'owner' ? -1 : 1));
}
