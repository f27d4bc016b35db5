import type { Resolver } from 'node:dns/promises';
import type { EmailDomainRecordKind, EmailDomainStatus } from '@agent-platform/core';
import { isMissingRecord } from '../../platform/dns/resolver.js';
import type { ExpectedRecord } from './email-domain-records.js';
import type { EmailDomainRecordCheck } from './schema.js';

export type RecordChecks = Record<EmailDomainRecordKind, EmailDomainRecordCheck>;

/**
 * Looks each record up now and says, in plain words, what is missing or wrong. A name with no
 * such record is pending (DNS changes take a while to appear); servers that do not answer are a
 * temporary failure, checked again later; a record published with another value is a failure.
 */
export async function checkEmailDomainRecords(
  resolver: Resolver,
  records: readonly ExpectedRecord[],
  spfInclude: string,
): Promise<RecordChecks> {
  const entries = await Promise.all(
    records.map(async (record) => {
      const check = await lookUp(resolver, record.name).then(
        (found) => judge(record, found, spfInclude),
        (error: unknown) => unanswered(record, error),
      );
      return [record.kind, check] as const;
    }),
  );
  return Object.fromEntries(entries) as RecordChecks;
}

/** The overall status: verified when all three are, else the worst of what was found. */
export function emailDomainStatusOf(checks: RecordChecks): EmailDomainStatus {
  const statuses = Object.values(checks).map((check) => check.status);
  if (statuses.every((status) => status === 'verified')) return 'verified';
  if (statuses.includes('failure')) return 'failure';
  if (statuses.includes('temporary_failure')) return 'temporary_failure';
  return 'pending';
}

/** The TXT records at `name`, each with its strings joined (a DKIM key is split into several). */
async function lookUp(resolver: Resolver, name: string): Promise<string[]> {
  return (await resolver.resolveTxt(name)).map((strings) => strings.join(''));
}

const verified: EmailDomainRecordCheck = { status: 'verified', problem: null };
const pending = (problem: string): EmailDomainRecordCheck => ({ status: 'pending', problem });
const failure = (problem: string): EmailDomainRecordCheck => ({ status: 'failure', problem });

function unanswered(record: ExpectedRecord, error: unknown): EmailDomainRecordCheck {
  if (isMissingRecord(error)) return pending(missing(record));
  return {
    status: 'temporary_failure',
    problem: `The DNS servers did not answer for ${record.name}. It will be checked again.`,
  };
}

function missing(record: ExpectedRecord): string {
  return `No ${record.kind} record was found at ${record.name} yet. DNS changes can take a while to appear.`;
}

function judge(record: ExpectedRecord, found: string[], spfInclude: string): EmailDomainRecordCheck {
  if (record.kind === 'SPF') return judgeSpf(record, found, spfInclude);
  if (record.kind === 'DKIM') return judgeDkim(record, found);
  return judgeDmarc(record, found);
}

function judgeSpf(record: ExpectedRecord, found: string[], spfInclude: string): EmailDomainRecordCheck {
  const spf = found.filter((value) => /^v=spf1(\s|$)/i.test(value.trim()));
  if (spf.length === 0) return pending(missing(record));
  // Receivers treat two SPF records as an error and trust neither.
  if (spf.length > 1) {
    return failure(`${record.name} has more than one SPF record. Merge them into one that includes ${spfInclude}.`);
  }
  const terms = spf[0]!.toLowerCase().split(/\s+/);
  if (terms.some((term) => term.replace(/^[+~?]/, '') === `include:${spfInclude}`)) return verified;
  return failure(`The SPF record of ${record.name} does not include ${spfInclude}. Add include:${spfInclude} to it.`);
}

function judgeDkim(record: ExpectedRecord, found: string[]): EmailDomainRecordCheck {
  if (found.length === 0) return pending(missing(record));
  const expectedKey = tags(record.value).get('p');
  const keys = found.map((value) => tags(value).get('p')?.replace(/\s+/g, ''));
  if (keys.includes(expectedKey)) return verified;
  return failure(`The DKIM record at ${record.name} does not hold this domain's key. Copy the value shown here again.`);
}

function judgeDmarc(record: ExpectedRecord, found: string[]): EmailDomainRecordCheck {
  if (found.length === 0) return pending(missing(record));
  if (found.some((value) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(value.trim()))) return verified;
  return failure(`The record at ${record.name} is not a DMARC policy: it must start with v=DMARC1.`);
}

/** The `tag=value` pairs of a DKIM record. */
function tags(value: string): Map<string, string> {
  const pairs = value.split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? [[pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim()] as const] : [];
  });
  return new Map(pairs);
}
