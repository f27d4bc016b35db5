import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceInvitations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(regions: Regions, access: WorkspaceAccess, email: string): Promise<void> {
  const deleted = await regions
    .db(access.region)
    .delete(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceUid, access.uid), eq(workspaceInvitations.email, email)))
    .returning({ email: workspaceInvitations.email });
  if (deleted.length === 0) throw notFound('Invitation not found.');
}
