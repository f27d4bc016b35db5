import { z } from 'zod';
import { ZAddonKey } from './addons.js';

/** Spec 002 §3.6: subscription states; `pending` is what the limit helpers also see. */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'trialing', 'past_due', 'unpaid', 'pending'] as const;
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** Spec 002 §4.1: the status badge; active is green. */
export const subscriptionStatusColor = (status: SubscriptionStatus) =>
  status === 'active' ? 'green' : status === 'trialing' || status === 'pending' ? 'blue' : 'red';

/** Spec 002 §3.12 Current plan summary. */
export const ZCurrentPlanSummary = z.object({
  name: z.string(),
  status: ZSubscriptionStatus,
  /** ISO date of the next billing, null on the free plan. */
  renewalDate: z.string().nullable(),
  credits: z.object({ used: z.number().nonnegative(), total: z.number().nonnegative() }),
  cancels: z.boolean(),
  /** Seconds since the epoch; set when the subscription is flagged to cancel. */
  cancelsAt: z.number().int().nullable(),
  usdBalance: z.number(),
});
export type CurrentPlanSummary = z.infer<typeof ZCurrentPlanSummary>;

/** Spec 002 §3.12: what the payment method card reads. */
export const ZPaymentMethodView = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
});
export type PaymentMethodView = z.infer<typeof ZPaymentMethodView>;

/** Spec 002 §3.12 Invoice; `number` is null while the provider has not finalised it. */
export const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.number().int(),
  hosted_invoice_url: z.url().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** Spec 002 §7.1 check-addon-status: one row per add-on asked about. */
export const ZAddonStatus = z.object({
  addonKey: ZAddonKey,
  hasAddon: z.boolean(),
  quantity: z.number().int().nonnegative(),
});
export type AddonStatus = z.infer<typeof ZAddonStatus>;

export const ZAddonStatusResponse = z.object({ hasSubscription: z.boolean(), addons: z.array(ZAddonStatus) });
export type AddonStatusResponse = z.infer<typeof ZAddonStatusResponse>;
