import { z } from 'zod';
import { freeText, nameText } from '../text.js';

/** The Support page: a message to the people who run this platform, and the system's status. */

export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const SUPPORT_TEXTS = {
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter a message.',
  sent: 'Thank you, your message has been sent. We will answer you by email.',
  failed: 'Your message could not be sent. Please try again.',
} as const;

// One line: the subject becomes the email's subject.
export const ZSupportMessageBody = z.strictObject({
  subject: nameText('The subject', { error: SUPPORT_TEXTS.subjectRequired })
    .trim()
    .min(1, SUPPORT_TEXTS.subjectRequired)
    .max(SUPPORT_SUBJECT_MAX_LENGTH, `The subject must be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters.`),
  message: freeText({ error: SUPPORT_TEXTS.messageRequired })
    .trim()
    .min(1, SUPPORT_TEXTS.messageRequired)
    .max(
      SUPPORT_MESSAGE_MAX_LENGTH,
      `The message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    ),
});
export type SupportMessageBody = z.infer<typeof ZSupportMessageBody>;

export const ZSupportMessageSent = z.object({ sent: z.literal(true) });
export type SupportMessageSent = z.infer<typeof ZSupportMessageSent>;

/**
 * How an outside service stands on this server: set up server-wide, not set up (the embedded
 * default stands in), or set up by each workspace for itself.
 */
export const PROVIDER_STATES = ['configured', 'not-configured', 'per-workspace'] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

export const PROVIDER_STATE_LABELS: Record<ProviderState, string> = {
  configured: 'Configured',
  'not-configured': 'Not configured',
  'per-workspace': 'Set by each workspace',
};

/** Names and states only: never a key, a secret or an address. */
export const ZProviderStatus = z.object({
  name: z.string(),
  state: z.enum(PROVIDER_STATES),
  /** What runs instead, or where it is set, in plain words. */
  note: z.string(),
});
export type ProviderStatus = z.infer<typeof ZProviderStatus>;

export const ZRegionStatus = z.object({
  region: z.string(),
  database: z.enum(['up', 'down']),
  /** `pglite` (embedded) or `postgres`. */
  kind: z.string(),
});
export type RegionStatus = z.infer<typeof ZRegionStatus>;

export const ZSystemStatus = z.object({
  version: z.string(),
  regions: z.array(ZRegionStatus),
  providers: z.array(ZProviderStatus),
});
export type SystemStatus = z.infer<typeof ZSystemStatus>;
