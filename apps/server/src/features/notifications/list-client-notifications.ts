import { NOTIFICATION_LEVELS, NOTIFICATIONS_PER_LEVEL, type NotificationList } from '@agent-platform/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { orgNotificationSeen, orgNotifications } from '../../platform/db/schema/index.js';
import { clientSees } from './client-sees.js';

/** The newest 5 per level of the organisation's notifications for the signed-in client, newest first, with its own seen marks. */
export async function listClientNotifications(regions: Regions, client: ClientAccess): Promise<NotificationList> {
  const db = regions.db(client.region);
  const perLevel = await Promise.all(
    NOTIFICATION_LEVELS.map((level) =>
      db
        .select({
          id: orgNotifications.id,
          level: orgNotifications.level,
          source: orgNotifications.source,
          title: orgNotifications.title,
          body: orgNotifications.body,
          urlPathname: orgNotifications.urlPathname,
          createdAt: orgNotifications.createdAt,
          seen: sql<boolean>`${orgNotificationSeen.clientId} is not null`,
        })
        .from(orgNotifications)
        .leftJoin(
          orgNotificationSeen,
          and(
            eq(orgNotificationSeen.notificationId, orgNotifications.id),
            eq(orgNotificationSeen.clientId, client.clientId),
          ),
        )
        .where(and(clientSees(client), eq(orgNotifications.level, level)))
        .orderBy(desc(orgNotifications.createdAt), desc(orgNotifications.id))
        .limit(NOTIFICATIONS_PER_LEVEL),
    ),
  );
  const rows = perLevel.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    notifications: rows.map(({ createdAt, ...row }) => ({ ...row, ts: createdAt.toISOString() })),
  };
}
