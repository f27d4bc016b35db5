import { NOTIFICATION_LEVELS, NOTIFICATIONS_PER_LEVEL, type NotificationList } from '@agent-platform/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { notificationSeen, notifications, workspaceMembers } from '../../platform/db/schema/index.js';
import { signedInMemberEmail } from '../workspaces/index.js';
import { memberSees } from './member-sees.js';

/** The newest 5 notifications per level the signed-in member may see, newest first, with their own seen marks. */
export async function listMyNotifications(regions: Regions, access: WorkspaceAccess): Promise<NotificationList> {
  const email = signedInMemberEmail(access);
  const db = regions.db(access.region);
  const perLevel = await Promise.all(
    NOTIFICATION_LEVELS.map((level) =>
      db
        .select({
          id: notifications.id,
          level: notifications.level,
          source: notifications.source,
          title: notifications.title,
          body: notifications.body,
          urlPathname: notifications.urlPathname,
          createdAt: notifications.createdAt,
          seen: sql<boolean>`${notificationSeen.email} is not null`,
        })
        .from(notifications)
        .innerJoin(
          workspaceMembers,
          and(eq(workspaceMembers.workspaceUid, notifications.workspaceUid), eq(workspaceMembers.email, email)),
        )
        .leftJoin(
          notificationSeen,
          and(eq(notificationSeen.notificationId, notifications.id), eq(notificationSeen.email, email)),
        )
        .where(and(eq(notifications.workspaceUid, access.uid), eq(notifications.level, level), memberSees()))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_PER_LEVEL),
    ),
  );
  const rows = perLevel.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    notifications: rows.map(({ createdAt, ...row }) => ({ ...row, ts: createdAt.toISOString() })),
  };
}
