import {
  type DomainTargets,
  isApexDomain,
  verificationRecordName,
  verificationRecordValue,
} from '@agent-platform/core';
import { dnsResolver, isMissingRecord } from '../../platform/dns/resolver.js';
import type { FoundRecords } from './domain-records.js';

export interface RecordLookup extends FoundRecords {
  /** Why the domain is not verified yet, in plain words; null once both records are found. */
  problem: string | null;
}

/**
 * Asks DNS (DNS_SERVERS, else the machine's) whether a custom domain's records are published:
 * the verification TXT record holds its token, and the domain points at us (a CNAME at our
 * target, or an A record at our address, which is also how providers flatten a CNAME).
 */
export async function lookUpDomainRecords(
  domain: string,
  token: string,
  targets: DomainTargets,
  dnsServers: readonly string[],
): Promise<RecordLookup> {
  const resolver = dnsResolver(dnsServers);
  try {
    const [texts, cnames, addresses] = await Promise.all([
      answers(resolver.resolveTxt(verificationRecordName(domain))),
      isApexDomain(domain) ? Promise.resolve([]) : answers(resolver.resolveCname(domain)),
      answers(resolver.resolve4(domain)),
    ]);
    const verification = texts.some((strings) => strings.join('') === verificationRecordValue(token));
    const pointing =
      cnames.some((name) => sameName(name, targets.cnameTarget)) || (addresses as string[]).includes(targets.aAddress);
    return { verification, pointing, problem: problemOf(domain, targets, verification, pointing) };
  } catch {
    return {
      verification: false,
      pointing: false,
      problem: 'The DNS lookup of this domain failed. It will be checked again.',
    };
  }
}

/** A lookup's answers, none when the record is simply not there (yet). */
async function answers<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (isMissingRecord(error)) return [];
    throw error;
  }
}

const sameName = (a: string, b: string) => a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

function problemOf(domain: string, targets: DomainTargets, verification: boolean, pointing: boolean): string | null {
  const where = isApexDomain(domain)
    ? `an A record for ${targets.aAddress}`
    : `a CNAME record for ${targets.cnameTarget}`;
  if (!verification && !pointing) return `Neither the verification TXT record nor ${where} was found yet.`;
  if (!verification) return 'The verification TXT record was not found yet.';
  if (!pointing)
    return `${domain} does not point at ${isApexDomain(domain) ? targets.aAddress : targets.cnameTarget} yet: add ${where}.`;
  return null;
}
