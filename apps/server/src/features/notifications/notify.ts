import { NOTIFICATION_LEVEL_OF, type NotificationSource, type Region, type WorkspaceRole } from '@agent-platform/core';
import type { Regions } from '../../platform/db/regions.js';
import { notifications } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { NOTIFICATION_EMAIL_QUEUE } from './email-notification.js';
import { publishNotificationChange } from './notification-changes.js';

const NOTIFICATION_ID_LENGTH = 20;

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
}

/**
 * Raises a notification in a workspace: its bell shows it at once, and the members whose
 * settings ask for email get it by a background job, never on the caller's request. The level
 * comes from the source.
 */
export async function notify(
  deps: NotifyDeps,
  region: Region,
  workspaceUid: string,
  notification: NewNotification,
): Promise<string> {
  const id = randomId(NOTIFICATION_ID_LENGTH);
  await deps.regions
    .db(region)
    .insert(notifications)
    .values({
      id,
      workspaceUid,
      level: NOTIFICATION_LEVEL_OF[notification.source],
      source: notification.source,
      title: notification.title,
      body: notification.body,
      urlPathname: notification.urlPathname,
      notifyOnly: notification.notifyOnly ?? null,
      notifyRoles: notification.notifyRoles ?? null,
    });
  await publishNotificationChange(deps.regions.bus, { region, workspaceUid });
  await deps.jobs.enqueue(region, NOTIFICATION_EMAIL_QUEUE, { notificationId: id });
  return id;
}
