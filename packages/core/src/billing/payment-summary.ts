import { type AddonQuantities, addonsPrice } from './addons.js';
import { type Currency, toCents } from './currency.js';
import { type Discount, discountCents } from './discount-codes.js';
import { billingCycleOf, type PlanId, planById } from './plans.js';

export interface PaymentSummary {
  currency: Currency;
  subtotal: number;
  discount: number;
  /** The subtotal less the discount: what tax is charged on. */
  afterDiscount: number;
  taxRate: number;
  tax: number;
  total: number;
}

/** The tax on an amount in cents at `rate` (0.19 is 19%), to the nearest cent. */
export function taxCents(amountCents: number, rate: number): number {
  // The rate in whole basis points keeps the product an exact integer, so half cents round up exactly.
  const basisPoints = Math.round(Math.max(0, rate) * 10_000);
  return Math.round((amountCents * basisPoints) / 10_000);
}

/**
 * Spec 002 §9.1: tax is (price after discount) times the rate; every figure to 2 decimals.
 * Worked in whole cents so that the lines always add up to the total.
 */
export function paymentSummary(input: {
  subtotal: number;
  discount: Discount | null;
  taxRate: number;
  currency: Currency;
}): PaymentSummary {
  const subtotalCents = Math.max(0, toCents(input.subtotal));
  const discount = discountCents(subtotalCents, input.discount, input.currency);
  const afterDiscount = subtotalCents - discount;
  const tax = taxCents(afterDiscount, input.taxRate);
  return {
    currency: input.currency,
    subtotal: subtotalCents / 100,
    discount: discount / 100,
    afterDiscount: afterDiscount / 100,
    taxRate: input.taxRate,
    tax: tax / 100,
    total: (afterDiscount + tax) / 100,
  };
}

/** What the Confirm Subscription modal adds up: the plan in the workspace's currency and the add-ons. */
export function subscriptionSubtotal(planId: PlanId, addons: AddonQuantities, currency: Currency): number {
  const plan = planById(planId);
  return (toCents(plan.prices[currency].amount) + toCents(addonsPrice(addons, billingCycleOf(planId)))) / 100;
}
