import { DOMAIN_TEXTS, type DomainKind, type Region } from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';
import { agencySender } from '../email-domains/index.js';
import { dnsInstructionsMail } from './dns-instructions-mail.js';
import type { DomainDeps } from './domain-deps.js';
import { dnsRecordsFor } from './domain-records.js';
import { domainTargets } from './domain-targets.js';
import { findAgencyDomain } from './find-agency-domain.js';

/**
 * Emails the domain's DNS records to whoever manages its DNS ('Send DNS Instructions'), from the
 * agency's own email domain once it is verified: the reader may be the agency's client.
 */
export async function sendDnsInstructions(
  deps: DomainDeps,
  region: Region,
  workspaceUid: string,
  kind: DomainKind,
  to: string,
) {
  const row = await findAgencyDomain(deps, region, workspaceUid, kind);
  const intro = `You have been asked to set up ${row.domain}.`;
  try {
    const sender = await agencySender(deps, region, workspaceUid);
    await deps.mailer.send({
      ...dnsInstructionsMail(to, row.domain, dnsRecordsFor(row, domainTargets(deps.config)), intro),
      sender,
    });
  } catch (error) {
    throw new AppError('UNAVAILABLE', DOMAIN_TEXTS.instructionsFailed, { cause: error });
  }
  return { success: true as const, message: DOMAIN_TEXTS.instructionsSent };
}
