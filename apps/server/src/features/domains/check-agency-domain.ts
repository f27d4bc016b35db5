import type { AgencyDomain, DomainKind, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';
import { type AuditBy, recordAudit, SYSTEM } from '../audit-log/index.js';
import type { AgencyDomainRow, DomainDeps } from './domain-deps.js';
import type { FoundRecords } from './domain-records.js';
import { domainTargets } from './domain-targets.js';
import { findAgencyDomain, NO_DOMAIN_MESSAGE } from './find-agency-domain.js';
import { forgetAgencyHost } from './find-agency-host.js';
import { lookUpDomainRecords } from './look-up-domain-records.js';
import { probeAgencyDomain } from './probe-agency-domain.js';
import { agencyDomains } from './schema.js';
import { toAgencyDomain } from './to-agency-domain.js';

const NOT_ANSWERING_PROBLEM =
  'The domain does not answer over HTTPS yet: its SSL certificate is still being generated.';

/** Runs the domain's next check now (the panel asks every 5 s) and answers where it stands. */
export async function checkAgencyDomain(
  deps: DomainDeps,
  region: Region,
  workspaceUid: string,
  kind: DomainKind,
  by: AuditBy,
): Promise<AgencyDomain> {
  const row = await findAgencyDomain(deps, region, workspaceUid, kind);
  const { row: checked, found } = await checkDomainRow(deps, region, row, by);
  return toAgencyDomain(checked, domainTargets(deps.config), found);
}

/**
 * One step along not verified -> verified -> live (spec 000 §4): a pending domain's records are
 * looked up, a verified one's page is asked for. Shared with the background re-check, which acts
 * as the system in the audit log.
 */
export async function checkDomainRow(
  deps: DomainDeps,
  region: Region,
  row: AgencyDomainRow,
  by: AuditBy = SYSTEM,
): Promise<{ row: AgencyDomainRow; found?: FoundRecords }> {
  if (row.status === 'live') return { row };
  const now = new Date();
  let found: FoundRecords | undefined;
  let changes: Partial<AgencyDomainRow>;
  if (row.status === 'pending') {
    const lookup = await lookUpDomainRecords(
      row.domain,
      row.verificationToken,
      domainTargets(deps.config),
      deps.config.dnsServers,
    );
    found = lookup;
    changes = lookup.problem
      ? { lastProblem: lookup.problem, lastCheckedAt: now }
      : { status: 'verified', verifiedAt: now, lastProblem: null, lastCheckedAt: now };
  } else {
    const { live } = await probeAgencyDomain(deps.egress, deps.config, row.domain);
    changes = live
      ? { status: 'live', liveAt: now, lastProblem: null, lastCheckedAt: now }
      : { lastProblem: NOT_ANSWERING_PROBLEM, lastCheckedAt: now };
  }
  const updated = await deps.regions.db(region).transaction(async (tx) => {
    const [saved] = await tx
      .update(agencyDomains)
      .set(changes)
      // The domain may have been replaced or removed meanwhile: only this one's row moves on.
      .where(
        and(
          eq(agencyDomains.workspaceUid, row.workspaceUid),
          eq(agencyDomains.kind, row.kind),
          eq(agencyDomains.domain, row.domain),
        ),
      )
      .returning();
    if (saved && changes.status === 'verified') {
      const entry = { workspaceUid: row.workspaceUid, by, target: row.domain, detail: { kind: row.kind } };
      await recordAudit(tx, { ...entry, action: 'domains.verified' });
    }
    return saved;
  });
  if (!updated) throw new AppError('NOT_FOUND', NO_DOMAIN_MESSAGE);
  if (updated.status !== row.status) await forgetAgencyHost(deps.caches, [row.domain]);
  return { row: updated, found };
}
