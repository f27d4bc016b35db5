import type { EmailDomain } from '@agent-platform/core';
import { emailDomainRecords } from './email-domain-records.js';
import type { emailDomains } from './schema.js';

/** What the Email tab shows: no domain yet, or the domain with its records and what the last check found. */
export function toEmailDomain(row: typeof emailDomains.$inferSelect | undefined, spfInclude: string): EmailDomain {
  if (!row) return { domain: null, status: 'not_started', records: [], problem: null, lastCheckedAt: null };
  return {
    domain: row.domain,
    status: row.status,
    records: emailDomainRecords(row, spfInclude).map((record) => {
      const check = row.recordChecks?.[record.kind];
      return {
        ...record,
        type: 'TXT' as const,
        status: check?.status ?? 'not_started',
        problem: check?.problem ?? null,
      };
    }),
    problem: row.problem,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  };
}
