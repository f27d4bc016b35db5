import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { agencies, emailDomains } from '../../platform/db/schema/index.js';
import type { MailSender } from '../../platform/mail/mailer.js';

/** The local part agency mail is sent from: replies are not read. */
const SENDER_LOCAL_PART = 'no-reply';

/**
 * Who mail of this workspace's agency is sent as: its verified email domain, DKIM-signed with the
 * domain's key. Undefined while the domain is not verified (or none is added): such mail goes out
 * as MAIL_FROM. The display name is the agency's, once its settings are saved.
 */
export async function agencySender(
  deps: { regions: Regions; secretBox: SecretBox },
  region: Region,
  workspaceUid: string,
): Promise<MailSender | undefined> {
  const [row] = await deps.regions
    .db(region)
    .select({
      domain: emailDomains.domain,
      selector: emailDomains.dkimSelector,
      privateKey: emailDomains.dkimPrivateKeyEncrypted,
      name: agencies.name,
    })
    .from(emailDomains)
    .leftJoin(agencies, eq(agencies.workspaceUid, emailDomains.workspaceUid))
    .where(and(eq(emailDomains.workspaceUid, workspaceUid), eq(emailDomains.status, 'verified')))
    .limit(1);
  if (!row) return undefined;
  const address = `${SENDER_LOCAL_PART}@${row.domain}`;
  return {
    from: row.name ? { name: row.name, address } : { address },
    dkim: { domainName: row.domain, keySelector: row.selector, privateKey: deps.secretBox.open(row.privateKey) },
  };
}
