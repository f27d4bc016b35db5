import { DOMAIN_TEXTS, type DomainKind, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';
import { NO_DOMAIN_MESSAGE } from './check-agency-domain.js';
import { dnsInstructionsMail } from './dns-instructions-mail.js';
import type { DomainDeps } from './domain-deps.js';
import { dnsRecordsFor } from './domain-records.js';
import { domainTargets } from './domain-targets.js';
import { agencyDomains } from './schema.js';

/** Emails the domain's DNS records to whoever manages its DNS ('Send DNS Instructions'). */
export async function sendDnsInstructions(
  deps: DomainDeps,
  region: Region,
  workspaceUid: string,
  kind: DomainKind,
  to: string,
) {
  const [row] = await deps.regions
    .db(region)
    .select()
    .from(agencyDomains)
    .where(and(eq(agencyDomains.workspaceUid, workspaceUid), eq(agencyDomains.kind, kind)));
  if (!row) throw new AppError('NOT_FOUND', NO_DOMAIN_MESSAGE);
  const intro = `You have been asked to set up ${row.domain}.`;
  try {
    await deps.mailer.send(dnsInstructionsMail(to, row.domain, dnsRecordsFor(row, domainTargets(deps.config)), intro));
  } catch (error) {
    throw new AppError('UNAVAILABLE', DOMAIN_TEXTS.instructionsFailed, { cause: error });
  }
  return { success: true as const, message: DOMAIN_TEXTS.instructionsSent };
}
