import type { WorkspaceTeam } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceInvitations, workspaceMembers } from '../../platform/db/schema/index.js';
import { countSeats } from './count-seats.js';

/** The editor's team: members with their rights, pending invitations, and the seats they hold. */
export async function getWorkspaceTeam(regions: Regions, access: WorkspaceAccess): Promise<WorkspaceTeam> {
  const db = regions.db(access.region);
  const { cap } = await countSeats(db, access.uid);
  const members = await db
    .select({
      email: workspaceMembers.email,
      role: workspaceMembers.role,
      permissions: workspaceMembers.permissions,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, access.uid))
    .orderBy(asc(workspaceMembers.joinedAt));
  const invitations = await db
    .select({
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      invitedBy: workspaceInvitations.invitedBy,
      invitedAt: workspaceInvitations.invitedAt,
    })
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceUid, access.uid))
    .orderBy(asc(workspaceInvitations.invitedAt));
  return {
    members: members.map((m) => ({ ...m, permissions: m.permissions ?? null, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map((i) => ({ ...i, invitedAt: i.invitedAt.toISOString() })),
    seats: { cap, used: members.length },
  };
}
