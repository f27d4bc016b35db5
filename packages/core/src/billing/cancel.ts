import { z } from 'zod';

/** Spec 002 §5.3. */
export const CANCEL_REASONS = [
  'Too expensive',
  'Missing features',
  'Found a better alternative',
  'Temporary need',
  'Other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_REQUIRED = 'Please choose a reason for cancelling.';
export const CANCEL_OTHER_REASON_REQUIRED = 'Please tell us why you are cancelling.';
export const CANCEL_OTHER_REASON_MAX_LENGTH = 1000;

export const ZCancelSubscriptionBody = z
  .strictObject({
    reason: z.enum(CANCEL_REASONS, { error: CANCEL_REASON_REQUIRED }),
    otherReason: z
      .string()
      .trim()
      .max(CANCEL_OTHER_REASON_MAX_LENGTH, `Please keep it under ${CANCEL_OTHER_REASON_MAX_LENGTH} characters.`)
      .optional(),
  })
  .refine((body) => body.reason !== 'Other' || (body.otherReason ?? '') !== '', {
    message: CANCEL_OTHER_REASON_REQUIRED,
    path: ['otherReason'],
  });
export type CancelSubscriptionBody = z.infer<typeof ZCancelSubscriptionBody>;

/** The reason as one line for the subscription record: the explanation stands for 'Other'. */
export const cancelReasonText = (body: CancelSubscriptionBody) =>
  body.reason === 'Other' ? `Other: ${body.otherReason ?? ''}` : body.reason;

/** A date as the banner shows it ('March 5, 2026'); the period ends on a UTC day. */
export const billingDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Spec 002 §4.1 banner; `cancelsAt` in seconds, as the plan summary carries it. */
export const subscriptionEndsBanner = (cancelsAt: number) =>
  `Your subscription will end on ${billingDate(new Date(cancelsAt * 1000))}`;
