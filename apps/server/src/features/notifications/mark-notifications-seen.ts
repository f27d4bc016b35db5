import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { notificationSeen, notifications, workspaceMembers } from '../../platform/db/schema/index.js';
import { signedInMemberEmail } from '../workspaces/index.js';
import { memberSees } from './member-sees.js';

/**
 * Marks notifications seen by the signed-in member only; ids of another workspace's, or of ones
 * the member may not see, are passed over.
 */
export async function markNotificationsSeen(regions: Regions, access: WorkspaceAccess, ids: string[]): Promise<void> {
  const email = signedInMemberEmail(access);
  const db = regions.db(access.region);
  const visible = await db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceUid, notifications.workspaceUid), eq(workspaceMembers.email, email)),
    )
    .where(and(eq(notifications.workspaceUid, access.uid), inArray(notifications.id, ids), memberSees()));
  if (visible.length === 0) return;
  await db
    .insert(notificationSeen)
    .values(visible.map(({ id }) => ({ notificationId: id, email })))
    .onConflictDoNothing();
}
