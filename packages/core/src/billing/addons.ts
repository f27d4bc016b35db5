import { z } from 'zod';
import { CURRENCIES, ZCurrency } from './currency.js';
import { type BillingCycle, type PlanLimits, UNLIMITED } from './plans.js';

/** Spec 002 §9.5 add-on keys. */
export const ADDON_KEYS = [
  'whitelabel-new',
  'workspace-seat',
  'client_seat',
  'concurrent-call-line',
  'twilio-phone-number',
] as const;
export const ZAddonKey = z.enum(ADDON_KEYS);
export type AddonKey = z.infer<typeof ZAddonKey>;
export const WHITELABEL_ADDON: AddonKey = 'whitelabel-new';

/** Spec 002 §9.1: monthly / yearly in USD; EUR and GBP are the same figures. */
export const ADDON_PRICES: Readonly<Record<AddonKey, Readonly<Record<BillingCycle, number>>>> = {
  'whitelabel-new': { monthly: 200, yearly: 1440 },
  'workspace-seat': { monthly: 10, yearly: 72 },
  client_seat: { monthly: 15, yearly: 108 },
  'concurrent-call-line': { monthly: 5, yearly: 36 },
  'twilio-phone-number': { monthly: 3, yearly: 21 },
};

/** Spec 002 §9.1: Whitelabel includes 5 client seats, 1 phone number and 2 workspace seats. */
export const WHITELABEL_INCLUDES = { clientSeats: 5, twilioPhoneNumberSlots: 1, workspaceSeats: 2 } as const;

const ADDON_NAMES: Readonly<Record<AddonKey, { name: string; description: string }>> = {
  'whitelabel-new': {
    name: 'Whitelabel',
    description: `Your brand and domain on the dashboard; includes ${WHITELABEL_INCLUDES.clientSeats} client seats, ${WHITELABEL_INCLUDES.twilioPhoneNumberSlots} phone number and ${WHITELABEL_INCLUDES.workspaceSeats} workspace seats.`,
  },
  'workspace-seat': { name: 'Workspace seat', description: 'One more team member in the workspace.' },
  client_seat: { name: 'Client seat', description: 'One more client organisation.' },
  'concurrent-call-line': { name: 'Concurrent call line', description: 'One more phone call at the same time.' },
  'twilio-phone-number': { name: 'Phone number', description: 'One more phone number slot.' },
};

/** Spec 002 §5.2: Whitelabel is a 0/1 toggle; the others a slider from 0 to 10 in steps of 1. */
export const ADDON_QUANTITY = {
  whitelabel: { min: 0, max: 1, step: 1 },
  other: { min: 0, max: 10, step: 1 },
} as const;
export const addonQuantityRule = (key: AddonKey) =>
  key === WHITELABEL_ADDON ? ADDON_QUANTITY.whitelabel : ADDON_QUANTITY.other;

export const addonQuantityMessage = (key: AddonKey) =>
  key === WHITELABEL_ADDON
    ? 'The Whitelabel addon can be added once.'
    : `Choose between ${ADDON_QUANTITY.other.min} and ${ADDON_QUANTITY.other.max} of the ${ADDON_NAMES[key].name} addon.`;

const quantityOf = (key: AddonKey) => {
  const rule = addonQuantityRule(key);
  const message = addonQuantityMessage(key);
  return z.number({ error: message }).int(message).min(rule.min, message).max(rule.max, message);
};

/** Quantity per add-on; a missing key is 0. */
export const ZAddonQuantities = z.strictObject(
  Object.fromEntries(ADDON_KEYS.map((key) => [key, quantityOf(key).optional()])) as {
    [K in AddonKey]: z.ZodOptional<z.ZodNumber>;
  },
);
export type AddonQuantities = Partial<Record<AddonKey, number>>;

export const quantityIn = (quantities: AddonQuantities, key: AddonKey) => quantities[key] ?? 0;

/** Spec 002 §3.12 Addon definition. */
export const ZAddonDefinition = z.object({
  id: ZAddonKey,
  name: z.string(),
  description: z.string(),
  price: z.string(),
  prices: z.array(z.object({ currency: ZCurrency, amount: z.number(), originalAmount: z.number().optional() })),
  period: z.enum(['month', 'year']),
});
export type AddonDefinition = z.infer<typeof ZAddonDefinition>;

/** The add-ons offered for a billing cycle; yearly ones show twelve monthly payments struck through. */
export function addonDefinitions(cycle: BillingCycle): AddonDefinition[] {
  return ADDON_KEYS.map((key) => {
    const amount = ADDON_PRICES[key][cycle];
    const original = cycle === 'yearly' ? { originalAmount: ADDON_PRICES[key].monthly * 12 } : {};
    return {
      id: key,
      ...ADDON_NAMES[key],
      price: `$${amount} / ${cycle === 'yearly' ? 'year' : 'month'}`,
      prices: CURRENCIES.map((currency) => ({ currency, amount, ...original })),
      period: cycle === 'yearly' ? 'year' : 'month',
    };
  });
}

/** What the chosen add-ons cost per billing cycle (same figure in every currency). */
export function addonsPrice(quantities: AddonQuantities, cycle: BillingCycle): number {
  const cents = ADDON_KEYS.reduce((sum, key) => sum + ADDON_PRICES[key][cycle] * 100 * quantityIn(quantities, key), 0);
  return cents / 100;
}

/**
 * The limits a workspace has from its plan and add-ons. Whitelabel adds its included seats and
 * number and lifts the agent cap, as custom branding does in the plan price (spec 002 §9.5).
 * Knowledge characters and channels are the plan's.
 */
export function limitsWith(plan: PlanLimits, quantities: AddonQuantities): PlanLimits {
  const whitelabel = quantityIn(quantities, WHITELABEL_ADDON) > 0;
  const included = (amount: number) => (whitelabel ? amount : 0);
  const clientSeats =
    plan.clientSeats + included(WHITELABEL_INCLUDES.clientSeats) + quantityIn(quantities, 'client_seat');
  return {
    ...plan,
    maxAgents: whitelabel ? UNLIMITED : plan.maxAgents,
    clientSeats,
    maxClients: clientSeats,
    workspaceSeats:
      plan.workspaceSeats + included(WHITELABEL_INCLUDES.workspaceSeats) + quantityIn(quantities, 'workspace-seat'),
    twilioPhoneNumberSlots:
      plan.twilioPhoneNumberSlots +
      included(WHITELABEL_INCLUDES.twilioPhoneNumberSlots) +
      quantityIn(quantities, 'twilio-phone-number'),
    maxConcurrentCalls: plan.maxConcurrentCalls + quantityIn(quantities, 'concurrent-call-line'),
  };
}
