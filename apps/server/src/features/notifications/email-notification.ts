import { emailsNotification, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { notifications, workspaceMembers } from '../../platform/db/schema/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, productTenant, type TenancyConfig } from '../../platform/tenancy/index.js';
import { emailClientNotifications } from './email-client-notifications.js';
import { memberSees } from './member-sees.js';

export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** The workspace's notification, and its organisations' copies for the agency's clients. */
    [NOTIFICATION_EMAIL_QUEUE]: { notificationId: string; orgNotificationIds?: string[] };
  }
}

export interface NotificationEmailDeps {
  regions: Regions;
  secretBox: SecretBox;
  mailer: Mailer;
  config: TenancyConfig;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Emails a notification to the members who may see it and whose settings ask for email about
 * its source (`notifyThrough`, and `notifyIf` for chats), then the agency's clients its copies
 * name, under the same rules. Runs as a job; a notification deleted since (its workspace gone)
 * emails nobody.
 */
export async function emailNotification(
  deps: NotificationEmailDeps,
  region: Region,
  { notificationId, orgNotificationIds = [] }: { notificationId: string; orgNotificationIds?: string[] },
): Promise<void> {
  const rows = await deps.regions
    .db(region)
    .select({
      source: notifications.source,
      title: notifications.title,
      body: notifications.body,
      urlPathname: notifications.urlPathname,
      email: workspaceMembers.email,
      notifyThrough: workspaceMembers.notifyThrough,
      notifyIf: workspaceMembers.notifyIf,
    })
    .from(notifications)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceUid, notifications.workspaceUid))
    .where(and(eq(notifications.id, notificationId), memberSees()));
  for (const row of rows) {
    if (!emailsNotification(row, row.source)) continue;
    // A job has no request: the link goes to the product's dashboard.
    const link = dashboardLink(productTenant(deps.config), row.urlPathname);
    try {
      await deps.mailer.send({ to: row.email, subject: row.title, text: `${row.body}\n\nOpen it: ${link}\n` });
    } catch (error) {
      // The bell shows it whether or not the email went out; a retry would email the others twice.
      deps.log?.warn({ err: error, notificationId, source: row.source }, 'notification email failed');
    }
  }
  await emailClientNotifications(deps, region, orgNotificationIds);
}
