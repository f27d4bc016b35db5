import type { NotificationSettings } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { signedInMemberEmail } from './signed-in-member.js';

/** The signed-in member's own notification settings for this workspace. */
export async function getMyNotificationSettings(
  regions: Regions,
  access: WorkspaceAccess,
): Promise<NotificationSettings> {
  const [settings] = await regions
    .db(access.region)
    .select({ notifyThrough: workspaceMembers.notifyThrough, notifyIf: workspaceMembers.notifyIf })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceUid, access.uid), eq(workspaceMembers.email, signedInMemberEmail(access))));
  if (!settings) throw notFound('Workspace not found.');
  return settings;
}
