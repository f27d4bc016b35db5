import type { NotificationLevel, NotificationSource } from '@agent-platform/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { clients, orgNotifications } from '../../platform/db/schema/index.js';
import { NOTIFICATIONS_KEPT_PER_LEVEL, newNotificationId } from './notification-ids.js';

interface AgentNotification {
  level: NotificationLevel;
  source: NotificationSource;
  title: string;
  body: string;
  urlPathname: string;
}

/**
 * Gives each organisation of the workspace one copy of a notification about an agent, for its
 * clients whose widgetIDs hold that agent (`notifyOnly`); answers the copies made, by organisation.
 */
export async function notifyAgentClients(
  tx: Tx,
  workspaceUid: string,
  agentId: string,
  notification: AgentNotification,
): Promise<{ orgId: string; id: string }[]> {
  const reaching = await tx
    .select({ id: clients.id, orgId: clients.orgId })
    .from(clients)
    .where(
      and(eq(clients.workspaceUid, workspaceUid), sql`${clients.widgetIDs} @> ${JSON.stringify([agentId])}::jsonb`),
    );
  const byOrg = new Map<string, string[]>();
  for (const client of reaching) byOrg.set(client.orgId, [...(byOrg.get(client.orgId) ?? []), client.id]);
  if (byOrg.size === 0) return [];
  const copies = [...byOrg].map(([orgId, notifyOnly]) => ({ id: newNotificationId(), orgId, notifyOnly }));
  await tx
    .insert(orgNotifications)
    .values(
      copies.map(({ id, orgId, notifyOnly }) => ({ id, orgId, workspaceUid, agentId, ...notification, notifyOnly })),
    );
  for (const orgId of byOrg.keys()) await keepNewestOrgNotifications(tx, orgId, notification.level);
  return copies.map(({ orgId, id }) => ({ orgId, id }));
}

/** Drops an organisation's notifications of `level` beyond the newest the bell keeps. */
export async function keepNewestOrgNotifications(tx: Tx, orgId: string, level: NotificationLevel): Promise<void> {
  const sameLevel = and(eq(orgNotifications.orgId, orgId), eq(orgNotifications.level, level));
  await tx
    .delete(orgNotifications)
    .where(
      inArray(
        orgNotifications.id,
        tx
          .select({ id: orgNotifications.id })
          .from(orgNotifications)
          .where(sameLevel)
          .orderBy(desc(orgNotifications.createdAt))
          .offset(NOTIFICATIONS_KEPT_PER_LEVEL),
      ),
    );
}
