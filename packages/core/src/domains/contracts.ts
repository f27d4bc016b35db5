import { z } from 'zod';
import { ZRegion } from '../regions.js';
import { recordId } from '../text.js';
import { customDomainOf, isApexDomain, isHostName } from './domain-names.js';

/** The Domains panel's status texts, word for word (spec 000 §4 "Domain verification"). */
export const DOMAIN_STATUS_TEXTS = {
  checking: 'Checking domain..',
  verified: 'Domain verified successfully.',
  notVerified: 'Domain not verified.',
  generatingCertificate: 'Generating SSL certificate.',
  live: 'Domain is live!',
} as const;

/** The panel's other words (spec 000 §4, §5, §8). */
export const DOMAIN_TEXTS = {
  subdomainTitle: 'VG Subdomain Configuration',
  customTitle: 'Custom Domain Configuration',
  propagationWarning: 'DNS changes can take 24-48 hours to take effect.',
  cancelFailed: 'Error canceling domain',
  instructionsSent: 'DNS instructions sent successfully!',
  instructionsFailed: 'Failed to send email. Please try again.',
  deleteDomain: 'Delete Domain',
  sendInstructions: 'Send DNS Instructions',
} as const;

export const CUSTOM_DOMAIN_REQUIRED_MESSAGE = 'Please enter a custom domain';
export const SUBDOMAIN_REQUIRED_MESSAGE = 'Please enter a subdomain';
export const INVALID_DOMAIN_MESSAGE = 'Please enter a valid domain name, such as app.example.com.';
export const DOMAIN_TAKEN_MESSAGE = 'This domain already exists on another account.';
export const apexDomainMessage = (host: string) => `Please input a subdomain: "${host}"`;
export const RECIPIENT_EMAIL_MESSAGE = 'Please enter a valid recipient email.';
/** The recipient input's own message while typing (spec 000 §5 "DNS email"). */
export const RECIPIENT_EMAIL_INLINE_MESSAGE = 'Please enter a valid email address';
export const WHITELABEL_REQUIRED_MESSAGE =
  'A custom domain needs the Whitelabel Addon or an active 14-day whitelabel trial.';
export const WHITELABEL_TRIAL_USED_MESSAGE = 'This workspace has already used its 14-day whitelabel trial.';

/** Spec 001 §9: the trial lasts 14 days. */
export const WHITELABEL_TRIAL_DAYS = 14;
/** Spec 000 §9: domain checks every 5 s while the panel is open. */
export const DOMAIN_CHECK_INTERVAL_MS = 5000;

export const DOMAIN_KINDS = ['subdomain', 'custom'] as const;
export const ZDomainKind = z.enum(DOMAIN_KINDS);
export type DomainKind = z.infer<typeof ZDomainKind>;

/** pending: records not found yet; verified: records found, the address does not answer yet; live: it answers. */
export const ZDomainStatus = z.enum(['pending', 'verified', 'live']);
export type DomainStatus = z.infer<typeof ZDomainStatus>;

/** One record to add at the DNS host (spec 000 "DNS record": type, name, value, ttl, status). */
export const ZDnsRecord = z.object({
  type: z.enum(['A', 'CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
  ttl: z.literal('Auto'),
  status: z.enum(['pending', 'verified']),
});
export type DnsRecord = z.infer<typeof ZDnsRecord>;

export const ZAgencyDomain = z.object({
  kind: ZDomainKind,
  domain: z.string(),
  status: ZDomainStatus,
  /** Empty for a subdomain of the product's root domain: its DNS is the product's. */
  records: z.array(ZDnsRecord),
  /** Why the last check did not move the domain on, in plain words; null when nothing is wrong. */
  lastProblem: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  liveAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type AgencyDomain = z.infer<typeof ZAgencyDomain>;

export const ZWhitelabelTrial = z.object({ startedAt: z.string(), endsAt: z.string() });

/** Whether the workspace may have a custom domain, and its trial (spec 001 §6). */
export const ZWhitelabelState = z.object({
  entitled: z.boolean(),
  trial: ZWhitelabelTrial.nullable(),
  /** A workspace that never had a trial may start one. */
  canStartTrial: z.boolean(),
});
export type WhitelabelState = z.infer<typeof ZWhitelabelState>;

export const ZAgencyDomains = z.object({
  /** Subdomains are `{label}.{rootDomain}`. */
  rootDomain: z.string(),
  subdomain: ZAgencyDomain.nullable(),
  custom: ZAgencyDomain.nullable(),
  whitelabel: ZWhitelabelState,
});
export type AgencyDomains = z.infer<typeof ZAgencyDomains>;

export const ZDomainKindParams = z.object({ region: ZRegion, uid: recordId(), kind: ZDomainKind });

/** The subdomain's label as typed; the server strips and appends the root (it knows it). */
export const ZSubdomainBody = z.strictObject({
  subdomain: z.string().max(253, INVALID_DOMAIN_MESSAGE),
});
export type SubdomainBody = z.infer<typeof ZSubdomainBody>;

/** The custom domain as typed: lowercased, whitespace stripped, then checked (spec 001 §5). */
export const ZCustomDomainName = z
  .string({ error: CUSTOM_DOMAIN_REQUIRED_MESSAGE })
  .max(300, INVALID_DOMAIN_MESSAGE)
  .transform(customDomainOf)
  .superRefine((domain, ctx) => {
    if (!domain) ctx.addIssue({ code: 'custom', message: CUSTOM_DOMAIN_REQUIRED_MESSAGE });
    else if (!isHostName(domain) || !domain.includes('.'))
      ctx.addIssue({ code: 'custom', message: INVALID_DOMAIN_MESSAGE });
    else if (isApexDomain(domain)) ctx.addIssue({ code: 'custom', message: apexDomainMessage(domain) });
  });

export const ZCustomDomainBody = z.strictObject({ domain: ZCustomDomainName });
export type CustomDomainBody = z.input<typeof ZCustomDomainBody>;

/** A simple address pattern, as the spec's DNS email modal checks. */
export const ZRecipientEmail = z
  .string({ error: RECIPIENT_EMAIL_MESSAGE })
  .trim()
  .max(254, RECIPIENT_EMAIL_MESSAGE)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, RECIPIENT_EMAIL_MESSAGE);

export const ZDnsInstructionsBody = z.strictObject({ to: ZRecipientEmail });
export type DnsInstructionsBody = z.infer<typeof ZDnsInstructionsBody>;

export const ZDnsInstructionsSent = z.object({ success: z.literal(true), message: z.string() });

export const ZDomainQuery = z.object({ domain: z.string().min(1).max(253) });
