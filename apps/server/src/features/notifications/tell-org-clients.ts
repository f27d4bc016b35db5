import { NOTIFICATION_LEVEL_OF, type NotificationSource, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { clients, orgNotifications } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { publishNotificationChange } from './notification-changes.js';
import { newNotificationId } from './notification-ids.js';
import { keepNewestOrgNotifications } from './notify-agent-clients.js';

export const ORG_CLIENTS_EMAIL_QUEUE = 'org-clients-email';

/** Something about an organisation itself (its plan, its payments), not about one of its agents. */
export interface OrgClientsMessage {
  workspaceUid: string;
  orgId: string;
  source: NotificationSource;
  title: string;
  body: string;
  /** Where it leads on the agency's address, such as `/billing`. */
  urlPathname: string;
}

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [ORG_CLIENTS_EMAIL_QUEUE]: OrgClientsMessage;
  }
}

/**
 * Tells an organisation's clients once per `onceKey`: in the bell of each of them, and by email to
 * those whose settings ask for it, in the agency's name (email-org-clients.ts). A job sends the
 * email, never the caller: a payment event is not held up by the mail server.
 */
export async function tellOrgClients(
  deps: { regions: Regions; jobs: Jobs },
  region: Region,
  message: OrgClientsMessage & { onceKey: string },
): Promise<void> {
  const { onceKey, ...email } = message;
  const level = NOTIFICATION_LEVEL_OF[message.source];
  const raised = await deps.regions.db(region).transaction(async (tx) => {
    const reaching = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.orgId, message.orgId), eq(clients.workspaceUid, message.workspaceUid)));
    const [row] = await tx
      .insert(orgNotifications)
      .values({
        id: newNotificationId(),
        orgId: message.orgId,
        workspaceUid: message.workspaceUid,
        agentId: null,
        level,
        source: message.source,
        title: message.title,
        body: message.body,
        urlPathname: message.urlPathname,
        notifyOnly: reaching.map((client) => client.id),
        onceKey,
      })
      .onConflictDoNothing({ target: [orgNotifications.orgId, orgNotifications.onceKey] })
      .returning({ id: orgNotifications.id });
    if (row) await keepNewestOrgNotifications(tx, message.orgId, level);
    return row !== undefined;
  });
  // Told before: the bell has it, and its email job was queued then.
  if (!raised) return;
  await publishNotificationChange(deps.regions.bus, {
    region,
    workspaceUid: message.workspaceUid,
    orgIds: [message.orgId],
  });
  await deps.jobs.enqueue(region, ORG_CLIENTS_EMAIL_QUEUE, email);
}
