import { z } from 'zod';
import { ZAddonKey, ZAddonQuantities } from './addons.js';
import { ZAutoRechargeSettings } from './auto-recharge.js';
import { ZCurrency } from './currency.js';
import { SUBSCRIBABLE_PLAN_IDS, ZBillingCycle, ZPlanId } from './plans.js';

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
  /** What was paid, in cents of `currency` (lower case, as the payment service writes it). */
  amount_paid: z.number().int().nonnegative(),
  currency: z.string(),
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

// ---------------------------------------------------------------------------------------------
// The owner billing API (spec 002 §7.1, as REST routes under /workspaces/{uid}/billing).
// ---------------------------------------------------------------------------------------------

/** 'Test mode' is the embedded sandbox, which takes Stripe's test cards. */
export const PAYMENTS_MODES = ['stripe', 'sandbox'] as const;
export const TEST_MODE_LABEL = 'Test mode';

/** Spec 002 §2.5 Current Plan card, with what the Modify Your Plan modal and the payment card read. */
export const ZBillingSummary = ZCurrentPlanSummary.extend({
  planId: ZPlanId,
  cycle: ZBillingCycle.nullable(),
  /** What the workspace paid this calendar month, in `currency`. */
  costThisMonth: z.number().nonnegative(),
  currency: ZCurrency,
  /** The country tax is charged by (spec 002 §9.1), the default US when the workspace has none. */
  countryCode: z.string(),
  discountCode: z.string().nullable(),
  paymentMethod: ZPaymentMethodView.nullable(),
  addons: z.array(ZAddonStatus),
  /** The Automatic Recharge card's saved settings (defaults until first saved). */
  autoRecharge: ZAutoRechargeSettings,
  mode: z.enum(PAYMENTS_MODES),
  /** 'Test mode' in the sandbox, null with Stripe. */
  modeLabel: z.string().nullable(),
  /** Stripe Elements' key; null in the sandbox. */
  publishableKey: z.string().nullable(),
});
export type BillingSummary = z.infer<typeof ZBillingSummary>;

export const ZCreateSubscriptionBody = z.strictObject({
  planId: z.enum(SUBSCRIBABLE_PLAN_IDS),
  addons: ZAddonQuantities.default({}),
  discountCode: z.string().max(64).optional(),
});
export type CreateSubscriptionBody = z.infer<typeof ZCreateSubscriptionBody>;

/**
 * Spec 002 §4.3: a payment went through, or needs the browser's 3-D Secure step with
 * `clientSecret` (Stripe.js) or the sandbox's authenticate call for `paymentId`, then confirm.
 */
export const ZPaymentResult = z.object({
  requiresAction: z.boolean(),
  paymentId: z.string().nullable(),
  clientSecret: z.string().nullable(),
  /** In cents of `currency`; 0 until the payment succeeded. */
  amountPaid: z.number().int().nonnegative(),
  currency: z.string(),
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;

export const ZConfirmPaymentBody = z.strictObject({ paymentId: z.string().min(1).max(200) });

export const ZChangeAddonsBody = z.strictObject({ quantities: ZAddonQuantities });
export const ZChangeAddonsResult = z.object({ addons: z.array(ZAddonStatus) });

export const ZCheckDiscountCodeBody = z.strictObject({
  code: z.string().max(64),
  planId: z.enum(SUBSCRIBABLE_PLAN_IDS),
  addons: ZAddonQuantities.default({}),
});

/** A discount code for the running subscription (Modify Your Plan); the rules are checked against its plan and add-ons. */
export const ZApplyDiscountCodeBody = z.strictObject({ code: z.string().max(64) });

export const ZSavePaymentMethodBody = z.strictObject({ paymentMethodId: z.string().min(1).max(200) });

/** Test mode's card form: the number is one of Stripe's test cards, never a real one. */
export const ZSandboxCardBody = z.strictObject({
  number: z.string().min(12).max(23),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().min(3).max(4),
});
export const ZSandboxCard = z.object({ paymentMethodId: z.string() });
export const ZSandboxAuthenticateBody = z.strictObject({ authenticated: z.boolean() });

/** Test mode's hosted checkout page: the plan paid for, its monthly price in cents, and where Back leads. */
export const ZSandboxCheckout = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'complete']),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  cancelUrl: z.string(),
});
export type SandboxCheckout = z.infer<typeof ZSandboxCheckout>;
export const ZSandboxCheckoutParams = z.object({ region: z.enum(['na', 'eu']), sessionId: z.string().min(1).max(100) });
/** After Pay: back to the product, or the card's 3-D Secure step first. */
export const ZSandboxCheckoutOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), redirectUrl: z.string() }),
  z.object({ status: z.literal('requires_action'), paymentId: z.string() }),
]);
export type SandboxCheckoutOutcome = z.infer<typeof ZSandboxCheckoutOutcome>;
export const ZSandboxCheckoutAuthenticateBody = z.strictObject({
  paymentId: z.string().min(1).max(100),
  authenticated: z.boolean(),
});

export const ZInvoiceList = z.object({ invoices: z.array(ZInvoice) });
