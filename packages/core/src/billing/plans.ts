import { z } from 'zod';
import { PLAN_LIMITABLE_CHANNELS } from '../channels/channel-plan.js';
import { DEFAULT_MAX_KB_DOCS_CHAR_COUNT } from '../knowledge/contracts.js';
import { FREE_PLAN_LIMITS } from '../workspaces/plans.js';
// The cap lives in a module of its own: workspace contracts read it without loading the catalogue.
import { UNLIMITED, ZAgentCap } from './agent-cap.js';
import { CURRENCIES, type Currency, toCents, ZCurrency } from './currency.js';
import { USD_PER_CREDIT } from './model-prices.js';

export { type AgentCap, hasRoomFor, UNLIMITED, ZAgentCap } from './agent-cap.js';

/** Spec 002 §3.4 plan limits. */
export const ZPlanLimits = z.object({
  maxAgents: ZAgentCap,
  /** Deprecated in the spec; kept equal to clientSeats. */
  maxClients: z.number().int().nonnegative(),
  maxKbDocsCharCount: z.number().int().nonnegative(),
  /** Credits the plan includes each month. */
  maxMonthlyCredits: z.number().int().nonnegative(),
  maxConcurrentCalls: z.number().int().nonnegative(),
  workspaceSeats: z.number().int().nonnegative(),
  twilioPhoneNumberSlots: z.number().int().nonnegative(),
  clientSeats: z.number().int().nonnegative(),
  /** The plan's messaging channels; absent: all of them. */
  channels: z.array(z.enum(PLAN_LIMITABLE_CHANNELS)).optional(),
});
export type PlanLimits = z.infer<typeof ZPlanLimits>;

export const PLAN_IDS = ['free', 'pay_as_you_go_monthly', 'pay_as_you_go_yearly', 'enterprise'] as const;
export const ZPlanId = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof ZPlanId>;
/** The plans a workspace can subscribe to by card; Enterprise is agreed with sales. */
export const SUBSCRIBABLE_PLAN_IDS = ['pay_as_you_go_monthly', 'pay_as_you_go_yearly'] as const;

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const ZBillingCycle = z.enum(BILLING_CYCLES);
export type BillingCycle = z.infer<typeof ZBillingCycle>;

export const ZPlanPrice = z.object({ amount: z.number().nonnegative(), originalAmount: z.number().optional() });
export type PlanPrice = z.infer<typeof ZPlanPrice>;

/** Spec 002 §3.12 Plan (catalogue). */
export const ZPlan = z.object({
  id: ZPlanId,
  key: z.string(),
  label: z.string(),
  description: z.string(),
  /** The price as the plan card shows it, in USD. */
  price: z.string(),
  prices: z.record(ZCurrency, ZPlanPrice),
  period: z.enum(['forever', 'month', 'year']),
  features: z.array(z.string()),
  popular: z.boolean(),
  cta: z.string(),
  additionalInfo: z.string().optional(),
});
export type Plan = z.infer<typeof ZPlan>;

/** Spec 002 §9.1: the badge on the annual switch. */
export const YEARLY_SAVING_BADGE = 'Save 40%';
export const YEARLY_SAVING_PERCENT = 40;

/** Spec 002 §9.1: the Pro (Pay as you go) plan includes $5 of free credits. */
export const PRO_PLAN_FREE_CREDITS_USD = 5;
export const PRO_PLAN_FREE_CREDITS = Math.round(PRO_PLAN_FREE_CREDITS_USD / USD_PER_CREDIT);

// ---------------------------------------------------------------------------------------------
// Our figures: the spec does not show these. Everything else in this file is the spec's.
// ---------------------------------------------------------------------------------------------
/** Enterprise is "from $1000 per month" in USD; EUR and GBP keep Pay as you go's ratio (17.5 and 15 to 20). */
const ENTERPRISE_FROM = { USD: 1000, EUR: 875, GBP: 750 } as const;
/** Free: the spec's defaults (§9.4) plus what it leaves open. */
const FREE_KB_CHARS = DEFAULT_MAX_KB_DOCS_CHAR_COUNT; // what a workspace without limits already gets
const FREE_MONTHLY_CREDITS = 0; // the free plan grants no monthly credits, only the starting ones
/** Pay as you go: usage is paid per credit, so the plan lifts the caps a free owner meets first. */
const PAYG_MAX_AGENTS = 20;
const PAYG_KB_CHARS = 10_000_000;
const PAYG_MONTHLY_CREDITS = PRO_PLAN_FREE_CREDITS; // the $5 of free credits
const PAYG_CONCURRENT_CALLS = FREE_PLAN_LIMITS.maxConcurrentCalls; // more lines come as add-ons
const PAYG_WORKSPACE_SEATS = FREE_PLAN_LIMITS.workspaceSeats; // more seats come as add-ons
const PAYG_CLIENT_SEATS = FREE_PLAN_LIMITS.maxClients; // more come with Whitelabel or as add-ons
const PAYG_PHONE_NUMBER_SLOTS = 0; // numbers come with Whitelabel or as add-ons
/** Enterprise: a starting point sales adjusts per contract. */
const ENTERPRISE_LIMITS = {
  maxAgents: UNLIMITED,
  maxKbDocsCharCount: 100_000_000,
  maxMonthlyCredits: 1_000_000, // $1000 of credits at USD_PER_CREDIT
  maxConcurrentCalls: 100,
  workspaceSeats: 25,
  clientSeats: 50,
  twilioPhoneNumberSlots: 10,
} as const;
// ---------------------------------------------------------------------------------------------

export const FREE_LIMITS: PlanLimits = {
  maxAgents: FREE_PLAN_LIMITS.maxAgents,
  maxClients: FREE_PLAN_LIMITS.maxClients,
  maxKbDocsCharCount: FREE_KB_CHARS,
  maxMonthlyCredits: FREE_MONTHLY_CREDITS,
  maxConcurrentCalls: FREE_PLAN_LIMITS.maxConcurrentCalls,
  workspaceSeats: FREE_PLAN_LIMITS.workspaceSeats,
  twilioPhoneNumberSlots: FREE_PLAN_LIMITS.twilioPhoneNumberSlots,
  clientSeats: FREE_PLAN_LIMITS.maxClients,
};

export const PAY_AS_YOU_GO_LIMITS: PlanLimits = {
  maxAgents: PAYG_MAX_AGENTS,
  maxClients: PAYG_CLIENT_SEATS,
  maxKbDocsCharCount: PAYG_KB_CHARS,
  maxMonthlyCredits: PAYG_MONTHLY_CREDITS,
  maxConcurrentCalls: PAYG_CONCURRENT_CALLS,
  workspaceSeats: PAYG_WORKSPACE_SEATS,
  twilioPhoneNumberSlots: PAYG_PHONE_NUMBER_SLOTS,
  clientSeats: PAYG_CLIENT_SEATS,
};

export const ENTERPRISE_PLAN_LIMITS: PlanLimits = { ...ENTERPRISE_LIMITS, maxClients: ENTERPRISE_LIMITS.clientSeats };

export const PLAN_LIMITS: Readonly<Record<PlanId, PlanLimits>> = {
  free: FREE_LIMITS,
  pay_as_you_go_monthly: PAY_AS_YOU_GO_LIMITS,
  pay_as_you_go_yearly: PAY_AS_YOU_GO_LIMITS,
  enterprise: ENTERPRISE_PLAN_LIMITS,
};

/** Spec 002 §9.1 prices. */
const PAYG_MONTHLY = { USD: 20, EUR: 17.5, GBP: 15 } as const;
const PAYG_YEARLY = { USD: 144, EUR: 126, GBP: 108 } as const;

const pricesOf = (amounts: Readonly<Record<Currency, number>>, original?: Readonly<Record<Currency, number>>) =>
  Object.fromEntries(
    CURRENCIES.map((c) => [c, original ? { amount: amounts[c], originalAmount: original[c] } : { amount: amounts[c] }]),
  ) as Record<Currency, PlanPrice>;
const twelveMonthsOf = (monthly: Readonly<Record<Currency, number>>) =>
  Object.fromEntries(CURRENCIES.map((c) => [c, monthly[c] * 12])) as Record<Currency, number>;

const PAYG_FEATURES = [
  `$${PRO_PLAN_FREE_CREDITS_USD} of free credits`,
  'Pay only for the credits you use',
  'Unused credits roll over',
  `Up to ${PAYG_MAX_AGENTS} agents`,
  'All channels',
  'Add-ons: Whitelabel, seats, call lines, phone numbers',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    key: 'free',
    label: 'Free',
    description: 'Try the platform with your first agents.',
    price: '$0',
    prices: pricesOf({ USD: 0, EUR: 0, GBP: 0 }),
    period: 'forever',
    features: [`Up to ${FREE_PLAN_LIMITS.maxAgents} agents`, `${FREE_PLAN_LIMITS.workspaceSeats} workspace seats`],
    popular: false,
    cta: 'Current plan',
  },
  {
    id: 'pay_as_you_go_monthly',
    key: 'pay_as_you_go',
    label: 'Pay as you go',
    description: 'Billed monthly. Top up credits whenever you need them.',
    price: `$${PAYG_MONTHLY.USD}`,
    prices: pricesOf(PAYG_MONTHLY),
    period: 'month',
    features: PAYG_FEATURES,
    popular: true,
    cta: 'Upgrade',
  },
  {
    id: 'pay_as_you_go_yearly',
    key: 'pay_as_you_go',
    label: 'Pay as you go',
    description: 'Billed yearly. Top up credits whenever you need them.',
    price: `$${PAYG_YEARLY.USD}`,
    prices: pricesOf(PAYG_YEARLY, twelveMonthsOf(PAYG_MONTHLY)),
    period: 'year',
    features: PAYG_FEATURES,
    popular: true,
    cta: 'Upgrade',
    additionalInfo: YEARLY_SAVING_BADGE,
  },
  {
    id: 'enterprise',
    key: 'enterprise',
    label: 'Enterprise',
    description: 'Custom limits, volume pricing and a dedicated contact.',
    price: `From $${ENTERPRISE_FROM.USD}`,
    prices: pricesOf(ENTERPRISE_FROM),
    period: 'month',
    features: ['Unlimited agents', 'Volume credit pricing', 'Dedicated support'],
    popular: false,
    cta: 'Contact sales',
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`No plan ${id} in the catalogue`);
  return plan;
}

/** The Pay as you go plan for the monthly/annual switch. */
export const payAsYouGoPlanId = (cycle: BillingCycle): PlanId =>
  cycle === 'yearly' ? 'pay_as_you_go_yearly' : 'pay_as_you_go_monthly';

export const billingCycleOf = (id: PlanId): BillingCycle => (id === 'pay_as_you_go_yearly' ? 'yearly' : 'monthly');

/** Spec 002 §9.1: annual saving is 12 times the monthly price minus the yearly price. */
export function annualSaving(monthlyPrice: number, yearlyPrice: number): number {
  return (toCents(monthlyPrice) * 12 - toCents(yearlyPrice)) / 100;
}

/** The saving of Pay as you go yearly over twelve months of monthly, in a currency. */
export const payAsYouGoAnnualSaving = (currency: Currency) =>
  annualSaving(PAYG_MONTHLY[currency], PAYG_YEARLY[currency]);

/** The saving as a whole percentage of twelve monthly payments. */
export function annualSavingPercent(monthlyPrice: number, yearlyPrice: number): number {
  if (monthlyPrice <= 0) return 0;
  return Math.round((annualSaving(monthlyPrice, yearlyPrice) / (monthlyPrice * 12)) * 100);
}
