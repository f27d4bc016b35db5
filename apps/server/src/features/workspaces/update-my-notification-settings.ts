import type { NotificationSettings } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { signedInMemberEmail } from './signed-in-member.js';

/** Saves the signed-in member's own notification settings for this workspace; other members' stay as they are. */
export async function updateMyNotificationSettings(
  regions: Regions,
  access: WorkspaceAccess,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const [saved] = await regions
    .db(access.region)
    .update(workspaceMembers)
    .set({ notifyThrough: settings.notifyThrough, notifyIf: settings.notifyIf })
    .where(and(eq(workspaceMembers.workspaceUid, access.uid), eq(workspaceMembers.email, signedInMemberEmail(access))))
    .returning({ notifyThrough: workspaceMembers.notifyThrough, notifyIf: workspaceMembers.notifyIf });
  if (!saved) throw notFound('Workspace not found.');
  return saved;
}
