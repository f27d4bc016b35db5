import { z } from 'zod';
import { MESSAGING_CHANNELS } from '../channels/channels.js';
import { ZCurrency } from './currency.js';

/**
 * Agency billing (spec 002 §1, §2.7, §3.12 "Connect plan" and "Custom plan", §5.6a, §9.6): an
 * agency connects its own payment account and sells up to 5 plans to its client organisations.
 */

/** Spec 002 §9.6: at most 5 custom plans. */
export const AGENCY_PLANS_MAX = 5;

/** Spec 002 §9.6: the platform's fee on an agency's client payments, in percent. */
export const TRANSACTION_FEE_PERCENT_WITH_WHITELABEL = 0.5;
export const TRANSACTION_FEE_PERCENT = 5;

export function transactionFeePercent(hasWhitelabel: boolean): number {
  return hasWhitelabel ? TRANSACTION_FEE_PERCENT_WITH_WHITELABEL : TRANSACTION_FEE_PERCENT;
}

/** The platform's fee on a payment of `amountCents`, in whole cents, rounded half up. */
export function transactionFeeCents(amountCents: number, hasWhitelabel: boolean): number {
  return Math.round((amountCents * transactionFeePercent(hasWhitelabel)) / 100);
}

/**
 * Spec 002 §5.6a: what an organisation's plan allows once billing applies (allowBilling on and the
 * subscription active). Max agents is unlimited by default; an absent channel list allows every
 * messaging channel.
 */
export const ZOrgPlanLimits = z.object({
  allowedChannels: z.array(z.enum(MESSAGING_CHANNELS)).optional(),
  maxAgents: z.union([z.number().int().min(0), z.literal('infinity')]).default('infinity'),
  allowAnalytics: z.boolean().default(true),
  allowLeads: z.boolean().default(true),
  allowVoiceChannel: z.boolean().default(true),
});
export type OrgPlanLimits = z.infer<typeof ZOrgPlanLimits>;

/**
 * Spec 002 §3.12 "Connect plan": one of an agency's plans, a product and monthly price on the
 * agency's payment account. `price` is in the agency's currency units (29 means 29.00).
 */
export const ZAgencyPlanInput = z.object({
  name: z.string().trim().min(1, 'Please enter a plan name.').max(60),
  price: z.number().positive('Please enter a price above 0.').max(100_000),
  credits: z.number().int().min(0).max(100_000_000),
  features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  isPopular: z.boolean().default(false),
  limits: ZOrgPlanLimits.default({
    maxAgents: 'infinity',
    allowAnalytics: true,
    allowLeads: true,
    allowVoiceChannel: true,
  }),
});
export type AgencyPlanInput = z.infer<typeof ZAgencyPlanInput>;

export const ZAgencyPlan = ZAgencyPlanInput.extend({
  id: z.string(),
  /** The product and price on the agency's payment account. */
  productId: z.string(),
  priceId: z.string(),
  currency: ZCurrency,
});
export type AgencyPlan = z.infer<typeof ZAgencyPlan>;
