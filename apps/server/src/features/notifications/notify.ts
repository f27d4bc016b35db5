import { NOTIFICATION_LEVEL_OF, type NotificationSource, type Region, type WorkspaceRole } from '@agent-platform/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { notifications } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { NOTIFICATION_EMAIL_QUEUE } from './email-notification.js';
import { publishNotificationChange } from './notification-changes.js';
import { NOTIFICATIONS_KEPT_PER_LEVEL, newNotificationId } from './notification-ids.js';
import { notifyAgentClients } from './notify-agent-clients.js';

export interface NotifyDeps {
  regions: Regions;
  jobs: Jobs;
}

export interface NewNotification {
  source: NotificationSource;
  title: string;
  body: string;
  /** Where it leads in the dashboard, a path such as `/app/na/agents/{id}/convos`. */
  urlPathname: string;
  /** Only these members (by email) ... */
  notifyOnly?: string[];
  /** ... and the members of these roles see it; with neither, every member does. */
  notifyRoles?: WorkspaceRole[];
  /** The agent it is about: the agency's clients who may open that agent get it too. */
  agentId?: string;
}

/**
 * Raises a notification in a workspace: its bell shows it at once, and the members (and the
 * agency's clients) whose settings ask for email get it by a background job, never on the caller's request. The level
 * comes from the source. About an agent, the organisations whose clients may open it get their
 * copy in the same transaction.
 */
export async function notify(
  deps: NotifyDeps,
  region: Region,
  workspaceUid: string,
  notification: NewNotification,
): Promise<string> {
  const id = newNotificationId();
  const db = deps.regions.db(region);
  const level = NOTIFICATION_LEVEL_OF[notification.source];
  const orgCopies = await db.transaction(async (tx) => {
    await tx.insert(notifications).values({
      id,
      workspaceUid,
      level,
      source: notification.source,
      title: notification.title,
      body: notification.body,
      urlPathname: notification.urlPathname,
      notifyOnly: notification.notifyOnly ?? null,
      notifyRoles: notification.notifyRoles ?? null,
    });
    const sameLevel = and(eq(notifications.workspaceUid, workspaceUid), eq(notifications.level, level));
    await tx
      .delete(notifications)
      .where(
        inArray(
          notifications.id,
          tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(sameLevel)
            .orderBy(desc(notifications.createdAt))
            .offset(NOTIFICATIONS_KEPT_PER_LEVEL),
        ),
      );
    if (!notification.agentId) return [];
    return notifyAgentClients(tx, workspaceUid, notification.agentId, { ...notification, level });
  });
  const orgIds = orgCopies.map((copy) => copy.orgId);
  await publishNotificationChange(deps.regions.bus, { region, workspaceUid, orgIds });
  await deps.jobs.enqueue(region, NOTIFICATION_EMAIL_QUEUE, {
    notificationId: id,
    orgNotificationIds: orgCopies.map((copy) => copy.id),
  });
  return id;
}
