import {
  type DnsRecord,
  type DomainTargets,
  isApexDomain,
  verificationRecordName,
  verificationRecordValue,
} from '@agent-platform/core';
import type { AgencyDomainRow } from './domain-deps.js';

/** What the last DNS lookups found of a domain's records. */
export interface FoundRecords {
  pointing: boolean;
  verification: boolean;
}

/**
 * The records an agency adds for its custom domain (spec 000 §9): an apex points with an A record
 * at our address, anything else with a CNAME at our target, plus the verification TXT record. A
 * subdomain of our root needs none: its DNS is ours.
 */
export function dnsRecordsFor(row: AgencyDomainRow, targets: DomainTargets, found?: FoundRecords): DnsRecord[] {
  if (row.kind === 'subdomain') return [];
  const done = row.status !== 'pending';
  const status = (ok: boolean | undefined): DnsRecord['status'] => (done || ok ? 'verified' : 'pending');
  const pointing: DnsRecord = isApexDomain(row.domain)
    ? { type: 'A', name: '@', value: targets.aAddress, ttl: 'Auto', status: status(found?.pointing) }
    : {
        type: 'CNAME',
        name: row.domain.split('.')[0]!,
        value: targets.cnameTarget,
        ttl: 'Auto',
        status: status(found?.pointing),
      };
  return [
    pointing,
    {
      type: 'TXT',
      name: verificationRecordName(row.domain),
      value: verificationRecordValue(row.verificationToken),
      ttl: 'Auto',
      status: status(found?.verification),
    },
  ];
}
