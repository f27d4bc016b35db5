import { eq } from 'drizzle-orm';
import type { AccessRevocations } from '../../platform/auth/access-revocations.js';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { workspaceAccessKey } from '../../platform/auth/workspace-member.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';

export const PERSONAL_UNDELETABLE_MESSAGE = 'Your personal workspace cannot be deleted.';
export const SUBSCRIBED_UNDELETABLE_MESSAGE = "Cancel this workspace's subscription before deleting it.";

/**
 * Deletes a workspace and everything it holds, for good. Every table holding a workspace's data
 * (agents, conversations, knowledge, files, credits, channels...) references the workspace, or an
 * agent of it, with ON DELETE CASCADE, so deleting its row deletes them in the same transaction.
 * Its members' and its secret's access ends at once, live streams included.
 */
export async function deleteWorkspace(
  deps: { regions: Regions; accessRevocations: AccessRevocations },
  access: WorkspaceAccess,
): Promise<void> {
  const db = deps.regions.db(access.region);
  const gone = await db.transaction(async (tx) => {
    const [workspace] = await tx
      .select({
        isPersonal: workspaces.isPersonal,
        subscription: workspaces.stripeSubscriptionId,
        secretHash: workspaces.secretHash,
      })
      .from(workspaces)
      .where(eq(workspaces.uid, access.uid))
      .for('update');
    if (!workspace) throw notFound('Workspace not found.');
    if (workspace.isPersonal) throw new AppError('FORBIDDEN', PERSONAL_UNDELETABLE_MESSAGE);
    // A paid plan would go on being charged for a workspace that no longer exists.
    if (workspace.subscription) throw new AppError('FORBIDDEN', SUBSCRIBED_UNDELETABLE_MESSAGE);
    const members = await tx
      .select({ email: workspaceMembers.email })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceUid, access.uid));
    await tx.delete(workspaces).where(eq(workspaces.uid, access.uid));
    return { emails: members.map((m) => m.email), secretHash: workspace.secretHash };
  });
  const accessKeys = [
    ...gone.emails.map((email) => workspaceAccessKey(access.region, access.uid, email)),
    workspaceAccessKey(access.region, access.uid, `bearer:${gone.secretHash}`),
  ];
  await deps.accessRevocations.revoke(access.region, access.uid, { workspaceDeleted: true, accessKeys });
}
