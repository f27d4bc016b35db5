import type { DomainKind, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { checkDomainRow } from './check-agency-domain.js';
import type { AgencyDomainRow, DomainDeps } from './domain-deps.js';
import { agencyDomains } from './schema.js';

export const RECHECK_DOMAIN_QUEUE = 'agency-domain-recheck';
/**
 * The open panel checks every 5 s; without it the server re-checks every 10 minutes for 48 hours,
 * the longest DNS changes take to spread (the panel's warning), then the panel's checks remain.
 */
export const DOMAIN_RECHECK_SECONDS = 600;
export const DOMAIN_RECHECK_TIMES = (48 * 3600) / DOMAIN_RECHECK_SECONDS;

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [RECHECK_DOMAIN_QUEUE]: { workspaceUid: string; kind: DomainKind; domain: string; attempt: number };
  }
}

export async function scheduleDomainRecheck(deps: DomainDeps, region: Region, row: AgencyDomainRow, attempt = 1) {
  await deps.jobs.enqueue(
    region,
    RECHECK_DOMAIN_QUEUE,
    { workspaceUid: row.workspaceUid, kind: row.kind, domain: row.domain, attempt },
    { startAfterSeconds: DOMAIN_RECHECK_SECONDS },
  );
}

/** The background check of a domain not live yet; stops once it is live, replaced or removed. */
export async function recheckAgencyDomain(
  deps: DomainDeps,
  region: Region,
  data: { workspaceUid: string; kind: DomainKind; domain: string; attempt: number },
) {
  const [row] = await deps.regions
    .db(region)
    .select()
    .from(agencyDomains)
    .where(
      and(
        eq(agencyDomains.workspaceUid, data.workspaceUid),
        eq(agencyDomains.kind, data.kind),
        eq(agencyDomains.domain, data.domain),
      ),
    );
  if (!row || row.status === 'live') return;
  const checked = await checkDomainRow(deps, region, row);
  if (checked.row.status !== 'live' && data.attempt < DOMAIN_RECHECK_TIMES) {
    await scheduleDomainRecheck(deps, region, checked.row, data.attempt + 1);
  }
}
