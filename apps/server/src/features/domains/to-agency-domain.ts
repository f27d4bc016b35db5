import type { AgencyDomain, DomainTargets } from '@agent-platform/core';
import type { AgencyDomainRow } from './domain-deps.js';
import { dnsRecordsFor, type FoundRecords } from './domain-records.js';

export function toAgencyDomain(row: AgencyDomainRow, targets: DomainTargets, found?: FoundRecords): AgencyDomain {
  return {
    kind: row.kind,
    domain: row.domain,
    status: row.status,
    records: dnsRecordsFor(row, targets, found),
    lastProblem: row.lastProblem,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    liveAt: row.liveAt?.toISOString() ?? null,
    checkedAt: row.lastCheckedAt?.toISOString() ?? null,
  };
}
