import { FREE_PLAN_LIMITS } from '../workspaces/plans.js';
import { ADDON_PRICES } from './addons.js';
import { type AgentCap, type BillingCycle, UNLIMITED } from './plans.js';

export const PLAN_TIERS = ['starter', 'pro', 'agency'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Spec 002 §9.5: the price per credit when no tier matches. */
export const DEFAULT_USD_PER_CREDIT = 0.001;

// ---------------------------------------------------------------------------------------------
// Our figures: §9.5 says these exist but does not show them. Everything else here is the spec's.
// ---------------------------------------------------------------------------------------------
/** Credit tiers by monthly credits: bigger allowances buy credits cheaper. `upTo` is exclusive. */
export const CREDIT_PRICE_TIERS: readonly { tier: PlanTier; upTo: number; usdPerCredit: number }[] = [
  { tier: 'starter', upTo: 50_000, usdPerCredit: 0.001 },
  { tier: 'pro', upTo: 250_000, usdPerCredit: 0.0009 },
  { tier: 'agency', upTo: Number.POSITIVE_INFINITY, usdPerCredit: 0.0008 },
];
/** A month of one agent beyond those included. */
export const DEFAULT_ADDITIONAL_AGENT_PRICE = 5;
/** A month of unlimited agents. */
export const UNLIMITED_AGENTS_MONTHLY_FEE = 50;
/** Mini-whitelabel: the branding without the agency client layer, a quarter of Whitelabel. */
export const MINI_WHITELABEL_PRICE = 50;
/** Included amounts when a custom plan's metadata names none: the free plan's. */
export const DEFAULT_INCLUDED = {
  agents: FREE_PLAN_LIMITS.maxAgents,
  workspaceSeats: FREE_PLAN_LIMITS.workspaceSeats,
  concurrentCalls: FREE_PLAN_LIMITS.maxConcurrentCalls,
  twilioPhoneNumberSlots: FREE_PLAN_LIMITS.twilioPhoneNumberSlots,
};
/** Add-on prices per month when the custom plan sets none: the owner catalogue's (§9.1). */
export const DEFAULT_CALCULATOR_ADDON_PRICES = {
  agent: DEFAULT_ADDITIONAL_AGENT_PRICE,
  unlimitedAgents: UNLIMITED_AGENTS_MONTHLY_FEE,
  workspaceSeat: ADDON_PRICES['workspace-seat'].monthly,
  concurrentCallLine: ADDON_PRICES['concurrent-call-line'].monthly,
  twilioPhoneNumber: ADDON_PRICES['twilio-phone-number'].monthly,
  customBranding: ADDON_PRICES['whitelabel-new'].monthly,
  miniWhitelabel: MINI_WHITELABEL_PRICE,
} as const;
// ---------------------------------------------------------------------------------------------

/** Spec 002 §9.5: when agents are unlimited the included agents count as 50. */
export const UNLIMITED_INCLUDED_AGENTS = 50;
/** The yearly price of a plan without stored prices is ten monthly totals. */
export const YEARLY_MONTHS_CHARGED = 10;

export type CalculatorAddonPrices = Record<keyof typeof DEFAULT_CALCULATOR_ADDON_PRICES, number>;

export interface PlanPriceInput {
  billingCycle: BillingCycle;
  /** Credits the plan includes each month. */
  credits: number;
  maxAgents: AgentCap;
  workspaceSeats: number;
  maxConcurrentCalls: number;
  twilioPhoneNumberSlots: number;
  features?: { customBranding?: boolean; miniWhitelabel?: boolean };
  /** The plan's own price per billing cycle, when it has one. */
  storedPrices?: Partial<Record<BillingCycle, number>>;
  /** The custom plan's metadata (includedAgents, includedWorkspaceSeats ...). */
  included?: Partial<Record<keyof typeof DEFAULT_INCLUDED, number>>;
  addonPrices?: Partial<CalculatorAddonPrices>;
}

export function creditPriceTier(credits: number) {
  return CREDIT_PRICE_TIERS.find((t) => credits >= 0 && credits < t.upTo);
}

/** Spec 002 §9.5: plan tier name by credits. */
export const planTier = (credits: number): PlanTier => creditPriceTier(credits)?.tier ?? 'starter';
export const usdPerCredit = (credits: number) => creditPriceTier(credits)?.usdPerCredit ?? DEFAULT_USD_PER_CREDIT;

const beyond = (amount: number, included: number) => Math.max(0, amount - included);

/** Spec 002 §9.5, the plan price calculation, in the order the spec words it. */
export function planPrice(input: PlanPriceInput): number {
  const prices = { ...DEFAULT_CALCULATOR_ADDON_PRICES, ...input.addonPrices };
  const included = { ...DEFAULT_INCLUDED, ...input.included };
  const customBranding = input.features?.customBranding === true;
  const stored = input.storedPrices?.[input.billingCycle];
  const hasStoredPrice = stored !== undefined;

  // The plan: credits times the tier price, or its stored price for the billing cycle.
  const monthlyCredits = Math.max(0, input.credits) * usdPerCredit(input.credits);

  // Agents: custom branding forces unlimited; unlimited pays the fixed fee, and its included
  // agents count as 50, so no agent is charged one by one.
  const unlimited = customBranding || input.maxAgents === UNLIMITED;
  const includedAgents = unlimited ? UNLIMITED_INCLUDED_AGENTS : included.agents;
  const agents = input.maxAgents === UNLIMITED || customBranding ? includedAgents : input.maxAgents;
  let addons = beyond(agents, includedAgents) * prices.agent;
  if (unlimited) addons += prices.unlimitedAgents;

  // Seats, call lines and number slots beyond the included ones; custom branding brings its own.
  if (!customBranding) {
    addons += beyond(input.workspaceSeats, included.workspaceSeats) * prices.workspaceSeat;
    addons += beyond(input.maxConcurrentCalls, included.concurrentCalls) * prices.concurrentCallLine;
    addons += beyond(input.twilioPhoneNumberSlots, included.twilioPhoneNumberSlots) * prices.twilioPhoneNumber;
  }
  if (customBranding) addons += prices.customBranding;
  if (input.features?.miniWhitelabel === true) addons += prices.miniWhitelabel;

  let total: number;
  if (hasStoredPrice) {
    // Add-on prices are monthly; a stored yearly price takes them for the same ten months.
    total = stored + addons * (input.billingCycle === 'yearly' ? YEARLY_MONTHS_CHARGED : 1);
  } else {
    const monthly = monthlyCredits + addons;
    total = input.billingCycle === 'yearly' ? monthly * YEARLY_MONTHS_CHARGED : monthly;
  }
  const rounded = Math.round(total) - (hasStoredPrice ? 0 : 1);
  return Math.max(0, rounded);
}
