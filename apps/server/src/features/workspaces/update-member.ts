import {
  type MemberUpdateBody,
  ROLE_PERMISSIONS,
  type WorkspaceMember,
  type WorkspacePermission,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { workspaceAccessKey } from '../../platform/auth/workspace-member.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { signedInMemberEmail } from './signed-in-member.js';

export const OWNER_UNCHANGEABLE_MESSAGE = "The workspace owner's role and permissions cannot be changed.";
export const OWN_RIGHTS_MESSAGE = 'You cannot change your own role or permissions.';
export const ONLY_OWNER_CHANGES_ROLES_MESSAGE = "Only the workspace owner can change a member's role.";
export const ONLY_OWNER_CHANGES_ADMINS_MESSAGE = "Only the workspace owner can change an admin's permissions.";
export const beyondRoleMessage = (role: string, permission: string) =>
  `An ${role === 'admin' ? 'admin' : 'member'} cannot be given the permission ${permission}.`;

/**
 * Changes a member's role (the owner alone), or narrows what they may do with their own list of
 * permission strings (null: the role's). Takes effect on their next request, in every process.
 */
export async function updateMember(
  deps: { regions: Regions; caches: ReadCaches },
  access: WorkspaceAccess,
  email: string,
  body: MemberUpdateBody,
  by: AuditBy,
): Promise<WorkspaceMember> {
  const db = deps.regions.db(access.region);
  const where = and(eq(workspaceMembers.workspaceUid, access.uid), eq(workspaceMembers.email, email));
  const [member] = await db.select().from(workspaceMembers).where(where);
  if (!member) throw notFound('Member not found.');
  if (member.role === 'owner') throw new AppError('FORBIDDEN', OWNER_UNCHANGEABLE_MESSAGE);
  if (email === signedInMemberEmail(access)) throw new AppError('FORBIDDEN', OWN_RIGHTS_MESSAGE);
  const role = body.role ?? member.role;
  if (role !== member.role && access.role !== 'owner') {
    throw new AppError('FORBIDDEN', ONLY_OWNER_CHANGES_ROLES_MESSAGE, { field: 'role' });
  }
  // An admin may not narrow another admin, as they may not remove one.
  if (member.role === 'admin' && access.role !== 'owner')
    throw new AppError('FORBIDDEN', ONLY_OWNER_CHANGES_ADMINS_MESSAGE);
  const permissions = body.permissions === undefined ? keptFor(role, member.permissions) : body.permissions;
  const beyond = permissions?.find((p) => !ROLE_PERMISSIONS[role].includes(p));
  if (beyond) throw new AppError('VALIDATION_FAILED', beyondRoleMessage(role, beyond), { field: 'permissions' });

  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceMembers)
      .set({ role, permissions: permissions === null ? null : [...new Set(permissions)] })
      .where(where)
      .returning();
    if (!row) throw notFound('Member not found.');
    const entry = { workspaceUid: access.uid, by, target: email };
    if (role !== member.role) {
      await recordAudit(tx, { ...entry, action: 'members.roleChanged', detail: { from: member.role, to: role } });
    }
    if (!samePermissions(member.permissions, row.permissions)) {
      const list = (p: readonly string[] | null) => (p === null ? `all of the role's` : p.join(', '));
      const detail = { from: list(member.permissions), to: list(row.permissions) };
      await recordAudit(tx, { ...entry, action: 'members.permissionsChanged', detail });
    }
    return row;
  });
  await deps.caches.invalidate('workspaceAccess', [workspaceAccessKey(access.region, access.uid, email)]);
  return {
    email: saved.email,
    role: saved.role,
    permissions: saved.permissions ?? null,
    joinedAt: saved.joinedAt.toISOString(),
  };
}

function samePermissions(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((p) => b.includes(p));
}

/** A member's own list under a new role keeps only what that role has. */
function keptFor(role: keyof typeof ROLE_PERMISSIONS, permissions: WorkspacePermission[] | null) {
  return permissions === null ? null : permissions.filter((p) => ROLE_PERMISSIONS[role].includes(p));
}
