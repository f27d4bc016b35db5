import type { Region } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { agencySender } from '../email-domains/index.js';
import { findClientAgency } from './find-client-agency.js';

/** Mails a login or signup code in the agency's name, from its verified email domain when it has one. */
export async function sendClientCode(
  deps: { regions: Regions; secretBox: SecretBox; mailer: Mailer },
  agency: { workspaceUid: string; region: Region },
  to: { email: string; name: string },
  kind: 'login' | 'verification',
  code: string,
) {
  const { name } = await findClientAgency(deps.regions.db(agency.region), agency.workspaceUid);
  await deps.mailer.send({
    to: to.email,
    subject: `Your ${name} ${kind} code: ${code}`,
    text: `Hello ${to.name},\n\nYour ${kind} code for ${name} is ${code}\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this email.`,
    sender: await agencySender(deps, agency.region, agency.workspaceUid),
  });
}
