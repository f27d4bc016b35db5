import { z } from 'zod';

/** An agency's email sending domain (spec 002 §3.7): added, then checked until its records are published. */
export const EMAIL_DOMAIN_STATUSES = ['not_started', 'pending', 'verified', 'failure', 'temporary_failure'] as const;
export const ZEmailDomainStatus = z.enum(EMAIL_DOMAIN_STATUSES);
export type EmailDomainStatus = z.infer<typeof ZEmailDomainStatus>;

export const EMAIL_DOMAIN_STATUS_LABELS: Record<EmailDomainStatus, string> = {
  not_started: 'Not started',
  pending: 'Pending',
  verified: 'Verified',
  failure: 'Failed',
  temporary_failure: 'Temporary failure',
};

/** The spec's rule for the field (spec 001 §5, Email domain), also its message. */
export const EMAIL_DOMAIN_REQUIRED = 'Enter the root domain.';
export const EMAIL_DOMAIN_ALREADY_ADDED = 'This domain is already added.';
/** The panel polls the status this often while the domain is neither verified nor not_started (spec 001 §4). */
export const EMAIL_DOMAIN_POLL_MS = 5000;

const DOMAIN_MAX_LENGTH = 253;
// Letters, digits and hyphens per label (no leading or trailing hyphen), at least two labels, a letter TLD.
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * The domain mail is sent from, as the agency types it: trimmed and lowercased, spaces and a
 * final dot dropped, so `Acme.COM ` and `acme.com` are the same domain.
 */
export const ZEmailDomainName = z
  .string({ error: EMAIL_DOMAIN_REQUIRED })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase().replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .min(1, EMAIL_DOMAIN_REQUIRED)
      .max(DOMAIN_MAX_LENGTH, EMAIL_DOMAIN_REQUIRED)
      .regex(DOMAIN_NAME, EMAIL_DOMAIN_REQUIRED),
  );

export const ZAddEmailDomainBody = z.strictObject({ domain: ZEmailDomainName });
export type AddEmailDomainBody = z.infer<typeof ZAddEmailDomainBody>;

export const EMAIL_DOMAIN_RECORD_KINDS = ['SPF', 'DKIM', 'DMARC'] as const;
export const ZEmailDomainRecordKind = z.enum(EMAIL_DOMAIN_RECORD_KINDS);
export type EmailDomainRecordKind = z.infer<typeof ZEmailDomainRecordKind>;

/** One DNS record the agency adds at its registrar, with what the last check found. */
export const ZEmailDomainRecord = z.object({
  kind: ZEmailDomainRecordKind,
  type: z.literal('TXT'),
  /** The full name the record is published at (`acme.com`, `{selector}._domainkey.acme.com`, `_dmarc.acme.com`). */
  name: z.string(),
  value: z.string(),
  /** not_started: not checked yet; pending: not published yet; failure: published but not as shown. */
  status: ZEmailDomainStatus,
  /** What is wrong with it, in plain words; null when verified or not checked. */
  problem: z.string().nullable(),
});
export type EmailDomainRecord = z.infer<typeof ZEmailDomainRecord>;

/** The Email tab's data: no domain (not_started, no records), or the domain, its records and its status. */
export const ZEmailDomain = z.object({
  domain: z.string().nullable(),
  status: ZEmailDomainStatus,
  records: z.array(ZEmailDomainRecord),
  /** The first problem of the last check, in plain words. */
  problem: z.string().nullable(),
  lastCheckedAt: z.iso.datetime().nullable(),
});
export type EmailDomain = z.infer<typeof ZEmailDomain>;

/** Whether the Email tab keeps asking for the status (spec 001 §4: while not verified and not not_started). */
export function emailDomainIsPolled(status: EmailDomainStatus): boolean {
  return status !== 'verified' && status !== 'not_started';
}
