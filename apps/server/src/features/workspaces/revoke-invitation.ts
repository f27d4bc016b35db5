import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceInvitations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(
  regions: Regions,
  access: WorkspaceAccess,
  email: string,
  by: AuditBy,
): Promise<void> {
  await regions.db(access.region).transaction(async (tx) => {
    const deleted = await tx
      .delete(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceUid, access.uid), eq(workspaceInvitations.email, email)))
      .returning({ role: workspaceInvitations.role });
    if (!deleted[0]) throw notFound('Invitation not found.');
    const detail = { role: deleted[0].role };
    await recordAudit(tx, { workspaceUid: access.uid, action: 'members.invitationRevoked', by, target: email, detail });
  });
}
