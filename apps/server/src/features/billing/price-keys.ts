import {
  ADDON_KEYS,
  ADDON_PRICES,
  type AddonKey,
  type AddonQuantities,
  BILLING_CYCLES,
  type BillingCycle,
  billingCycleOf,
  CURRENCIES,
  type Currency,
  type PlanId,
  payAsYouGoPlanId,
  planById,
  toCents,
} from '@agent-platform/core';
import type { SandboxPrices, SubscriptionItem } from '../../providers/payments/index.js';

/**
 * The product's price keys, which STRIPE_PRICES maps to Stripe prices: `payg_monthly`,
 * `whitelabel-new_yearly` ... in USD, with `_eur` / `_gbp` for the other currencies.
 */
export function priceKey(item: 'payg' | AddonKey, cycle: BillingCycle, currency: Currency): string {
  const base = `${item}_${cycle}`;
  return currency === 'USD' ? base : `${base}_${currency.toLowerCase()}`;
}

/** The subscription's items: the plan and each add-on with a quantity. */
export function subscriptionItems(planId: PlanId, addons: AddonQuantities, currency: Currency): SubscriptionItem[] {
  const cycle = billingCycleOf(planId);
  const items: SubscriptionItem[] = [{ priceKey: priceKey('payg', cycle, currency), quantity: 1 }];
  for (const key of ADDON_KEYS) {
    const quantity = addons[key] ?? 0;
    if (quantity > 0) items.push({ priceKey: priceKey(key, cycle, currency), quantity });
  }
  return items;
}

/** What a subscription's items say: its plan and add-ons (null when no plan item is among them). */
export function planOfItems(items: SubscriptionItem[]): { planId: PlanId; addons: AddonQuantities } | null {
  let planId: PlanId | null = null;
  const addons: AddonQuantities = {};
  for (const item of items) {
    // Add-on keys hold '_' themselves (client_seat): the cycle is the part after the name.
    const match = /^(.+)_(monthly|yearly)(?:_[a-z]{3})?$/.exec(item.priceKey);
    if (!match) continue;
    const [, name, cycle] = match as unknown as [string, string, BillingCycle];
    if (name === 'payg') planId = payAsYouGoPlanId(cycle);
    else if ((ADDON_KEYS as readonly string[]).includes(name)) addons[name as AddonKey] = item.quantity;
  }
  return planId ? { planId, addons } : null;
}

/** The catalogue as the sandbox's prices (Stripe keeps its own, named by STRIPE_PRICES). */
export function sandboxPrices(): SandboxPrices {
  const prices: SandboxPrices = {};
  for (const currency of CURRENCIES) {
    for (const cycle of BILLING_CYCLES) {
      const interval = cycle === 'yearly' ? 'year' : 'month';
      const lower = currency.toLowerCase();
      const plan = planById(payAsYouGoPlanId(cycle)).prices[currency].amount;
      prices[priceKey('payg', cycle, currency)] = { unitAmountCents: toCents(plan), currency: lower, interval };
      for (const key of ADDON_KEYS) {
        prices[priceKey(key, cycle, currency)] = {
          unitAmountCents: toCents(ADDON_PRICES[key][cycle]),
          currency: lower,
          interval,
        };
      }
    }
  }
  return prices;
}
