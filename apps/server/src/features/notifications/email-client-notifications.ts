import { emailsNotification, type Region } from '@agent-platform/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, orgNotifications } from '../../platform/db/schema/index.js';
import { agencyLink } from '../../platform/tenancy/index.js';
import { findAgencyAddress } from '../domains/index.js';
import { agencySender } from '../email-domains/index.js';
import type { NotificationEmailDeps } from './email-notification.js';

/**
 * Emails the organisations' copies of a notification to the clients they name who still have the
 * agent and whose settings ask for email: in the agency's name, from its verified email domain
 * once it has one, with a link on the agency's own address.
 */
export async function emailClientNotifications(
  deps: NotificationEmailDeps,
  region: Region,
  orgNotificationIds: readonly string[],
): Promise<void> {
  if (orgNotificationIds.length === 0) return;
  const db = deps.regions.db(region);
  const rows = await db
    .select({
      notificationId: orgNotifications.id,
      workspaceUid: orgNotifications.workspaceUid,
      source: orgNotifications.source,
      title: orgNotifications.title,
      body: orgNotifications.body,
      urlPathname: orgNotifications.urlPathname,
      email: clients.email,
      notifyThrough: clients.notifyThrough,
      notifyIf: clients.notifyIf,
    })
    .from(orgNotifications)
    .innerJoin(
      clients,
      and(
        eq(clients.orgId, orgNotifications.orgId),
        eq(clients.workspaceUid, orgNotifications.workspaceUid),
        sql`${clients.id} = any(${orgNotifications.notifyOnly})`,
        sql`${clients.widgetIDs} @> jsonb_build_array(${orgNotifications.agentId})`,
      ),
    )
    .where(inArray(orgNotifications.id, [...orgNotificationIds]));
  const wanted = rows.filter((row) => emailsNotification(row, row.source));
  const workspaceUid = wanted[0]?.workspaceUid;
  if (!workspaceUid) return;
  // One notification's copies are all of one agency.
  const [sender, address] = await Promise.all([
    agencySender(deps, region, workspaceUid),
    findAgencyAddress(db, workspaceUid),
  ]);
  for (const row of wanted) {
    const link = address ? `\n\nOpen it: ${agencyLink(deps.config, address, row.urlPathname)}\n` : '\n';
    try {
      await deps.mailer.send({ to: row.email, subject: row.title, text: `${row.body}${link}`, sender });
    } catch (error) {
      // The client's bell shows it whether or not the email went out; a retry would email the others twice.
      deps.log?.warn(
        { err: error, orgNotificationId: row.notificationId, source: row.source },
        'client notification email failed',
      );
    }
  }
}
