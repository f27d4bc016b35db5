import { z } from 'zod';
import { ZOrgPlanLimits } from '../billing/agency-plans.js';
import { ZSubscriptionStatus } from '../billing/contracts.js';
import { ZCurrency } from '../billing/currency.js';

/**
 * An agency client organisation's billing (spec 002 §2.6, §5.6, §5.6a): its subscription to one of
 * the agency's plans, its auto-recharge, what it paid, and what the agency earns on it.
 */

/** What an organisation pays its agency for: a plan, a credit purchase, a balance top-up or an automatic recharge. */
export const ORG_PAYMENT_KINDS = ['plan', 'credits', 'top-up', 'recharge'] as const;
export const ZOrgPaymentKind = z.enum(ORG_PAYMENT_KINDS);
export type OrgPaymentKind = z.infer<typeof ZOrgPaymentKind>;

/** An organisation's subscription to an agency plan, as the agency's payment account reports it. */
export const ZOrgSubscription = z.object({
  planId: z.string().min(1),
  providerSubscriptionId: z.string().min(1),
  status: ZSubscriptionStatus,
  currentPeriodEnd: z.date(),
  cancelAtPeriodEnd: z.boolean().default(false),
  limits: ZOrgPlanLimits,
  credits: z.number().int().min(0).default(0),
});
export type OrgSubscription = z.input<typeof ZOrgSubscription>;

/** One payment an organisation made, as its agency's payment account confirmed it. */
export const ZOrgPayment = z.object({
  kind: ZOrgPaymentKind,
  amountCents: z.number().int().min(0),
  currency: ZCurrency,
  creditsGranted: z.number().min(0).default(0),
  platformFeeCents: z.number().int().min(0).default(0),
  providerPaymentId: z.string().min(1),
});
export type OrgPayment = z.input<typeof ZOrgPayment>;

/**
 * What an agency earns on one organisation: what it paid (net of the platform's fee) against what
 * its agents' usage cost the agency at the platform's price, all in US dollars.
 */
export const ZOrgBillingMargin = z.object({
  orgId: z.string(),
  /** Whether billing applies to the organisation now (spec 002 §5.6a). */
  billingApplies: z.boolean(),
  /** Payments received, net of the platform's fee, in USD. */
  paid: z.number(),
  /** The platform's fee kept from those payments, in USD. */
  platformFee: z.number(),
  /** Credits the organisation's agents used while it paid for them. */
  creditsUsed: z.number(),
  /** Those credits at the platform's own price per credit, in USD. */
  cost: z.number(),
  /** paid minus cost, in USD. */
  margin: z.number(),
  currency: z.literal('USD'),
});
export type OrgBillingMargin = z.infer<typeof ZOrgBillingMargin>;

/** The out-of-credits refusal when an organisation, not the workspace, pays for its agents. */
export const ORG_OUT_OF_CREDITS_MESSAGE = 'This organization has run out of credits. Please buy credits to continue.';
