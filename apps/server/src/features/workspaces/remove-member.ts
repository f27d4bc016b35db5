import { REMOVE_YOURSELF_MESSAGE } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { AccessRevocations } from '../../platform/auth/access-revocations.js';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { signedInMemberEmail } from './signed-in-member.js';

export const OWNER_UNREMOVABLE_MESSAGE = 'The workspace owner cannot be removed.';
export const ONLY_OWNER_REMOVES_ADMINS_MESSAGE = 'Only the workspace owner can remove an admin.';

/** Removes a member: their access ends at once, their open live streams included. */
export async function removeMember(
  deps: { regions: Regions; accessRevocations: AccessRevocations },
  access: WorkspaceAccess,
  email: string,
  by: AuditBy,
): Promise<void> {
  if (email === signedInMemberEmail(access)) throw new AppError('FORBIDDEN', REMOVE_YOURSELF_MESSAGE);
  const db = deps.regions.db(access.region);
  const where = and(eq(workspaceMembers.workspaceUid, access.uid), eq(workspaceMembers.email, email));
  const [member] = await db.select({ role: workspaceMembers.role }).from(workspaceMembers).where(where);
  if (!member) throw notFound('Member not found.');
  if (member.role === 'owner') throw new AppError('FORBIDDEN', OWNER_UNREMOVABLE_MESSAGE);
  if (member.role === 'admin' && access.role !== 'owner') {
    throw new AppError('FORBIDDEN', ONLY_OWNER_REMOVES_ADMINS_MESSAGE);
  }
  await db.transaction(async (tx) => {
    const removed = await tx.delete(workspaceMembers).where(where).returning({ email: workspaceMembers.email });
    if (removed.length === 0) return;
    const detail = { role: member.role };
    await recordAudit(tx, { workspaceUid: access.uid, action: 'members.removed', by, target: email, detail });
  });
  await deps.accessRevocations.revoke(access.region, access.uid, { emails: [email] });
}
