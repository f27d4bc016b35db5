import { emailsNotification, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { clients } from '../../platform/db/schema/index.js';
import { agencyLink } from '../../platform/tenancy/index.js';
import { findAgencyAddress } from '../domains/index.js';
import { agencySender } from '../email-domains/index.js';
import type { NotificationEmailDeps } from './email-notification.js';
import type { OrgClientsMessage } from './tell-org-clients.js';

/**
 * Emails a message about an organisation to each of its clients whose settings ask for email about
 * its source, from the agency's verified email domain once it has one, linking to the agency's address.
 */
export async function emailOrgClients(
  deps: NotificationEmailDeps,
  region: Region,
  message: OrgClientsMessage,
): Promise<void> {
  const db = deps.regions.db(region);
  const rows = await db
    .select({ id: clients.id, email: clients.email, notifyThrough: clients.notifyThrough, notifyIf: clients.notifyIf })
    .from(clients)
    .where(and(eq(clients.orgId, message.orgId), eq(clients.workspaceUid, message.workspaceUid)));
  const wanted = rows.filter((row) => emailsNotification(row, message.source));
  if (wanted.length === 0) return;
  const [sender, address] = await Promise.all([
    agencySender(deps, region, message.workspaceUid),
    findAgencyAddress(db, message.workspaceUid),
  ]);
  const link = address ? `\n\nOpen it: ${agencyLink(deps.config, address, message.urlPathname)}\n` : '\n';
  for (const row of wanted) {
    try {
      await deps.mailer.send({ to: row.email, subject: message.title, text: `${message.body}${link}`, sender });
    } catch (error) {
      // A retry would email the others twice: this client's failure is only logged.
      deps.log?.warn(
        { err: error, clientId: row.id, orgId: message.orgId, source: message.source },
        'organisation client email failed',
      );
    }
  }
}
