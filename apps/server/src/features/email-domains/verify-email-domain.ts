import { EMAIL_DOMAIN_RECORD_KINDS, type EmailDomain, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { emailDomains } from '../../platform/db/schema/index.js';
import { dnsResolver } from '../../platform/dns/resolver.js';
import { AppError } from '../../platform/errors.js';
import { checkEmailDomainRecords, emailDomainStatusOf } from './check-email-domain-records.js';
import { emailDomainRecords } from './email-domain-records.js';
import { toEmailDomain } from './to-email-domain.js';

export interface VerifyEmailDomainDeps {
  regions: Regions;
  dnsServers: readonly string[];
  spfInclude: string;
}

export const NO_EMAIL_DOMAIN = 'Please add a domain first.';

/**
 * Checks the workspace's SPF, DKIM and DMARC records in DNS now and saves what was found: the
 * domain is verified when all three are published as shown, and agency mail goes out from it.
 */
export async function verifyEmailDomain(
  deps: VerifyEmailDomainDeps,
  region: Region,
  workspaceUid: string,
): Promise<EmailDomain> {
  const db = deps.regions.db(region);
  const [row] = await db.select().from(emailDomains).where(eq(emailDomains.workspaceUid, workspaceUid)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NO_EMAIL_DOMAIN);
  const records = emailDomainRecords(row, deps.spfInclude);
  const checks = await checkEmailDomainRecords(dnsResolver(deps.dnsServers), records, deps.spfInclude);
  const problem = EMAIL_DOMAIN_RECORD_KINDS.map((kind) => checks[kind].problem).find(Boolean) ?? null;
  // Only the domain that was checked: one deleted or replaced meanwhile keeps its own state.
  const [saved] = await db
    .update(emailDomains)
    .set({ status: emailDomainStatusOf(checks), recordChecks: checks, problem, lastCheckedAt: new Date() })
    .where(
      and(
        eq(emailDomains.workspaceUid, workspaceUid),
        eq(emailDomains.domain, row.domain),
        eq(emailDomains.dkimSelector, row.dkimSelector),
      ),
    )
    .returning();
  if (saved) return toEmailDomain(saved, deps.spfInclude);
  const [now] = await db.select().from(emailDomains).where(eq(emailDomains.workspaceUid, workspaceUid)).limit(1);
  return toEmailDomain(now, deps.spfInclude);
}
