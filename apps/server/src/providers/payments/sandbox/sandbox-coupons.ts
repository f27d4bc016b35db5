import type { Discount } from '../payments-provider.js';

/**
 * The discount codes Test mode knows (Stripe keeps its own as promotion codes and coupons).
 * GOAGENCYNOW is the spec's agency code (002 §9.1); the others try each kind of discount.
 */
export const SANDBOX_COUPONS: Record<string, Omit<Discount, 'valid' | 'code'>> = {
  GOAGENCYNOW: { name: 'Agency offer: 50% off forever', percentOff: 50, duration: 'forever' },
  TEST10ONCE: { name: '10% off the first invoice', percentOff: 10, duration: 'once' },
  TEST5OFF: { name: '$5 off the first invoice', amountOffCents: 500, currency: 'usd', duration: 'once' },
  TEST20THREE: { name: '20% off for 3 months', percentOff: 20, duration: 'repeating', durationInMonths: 3 },
};

/** A code as typed: codes are matched without regard to case, as Stripe matches promotion codes. */
export function sandboxDiscount(code: string): Discount {
  const normalized = code.trim().toUpperCase();
  const coupon = SANDBOX_COUPONS[normalized];
  return coupon ? { valid: true, code: normalized, ...coupon } : { valid: false, code: code.trim() };
}

/**
 * What an invoice comes to after the discount. `monthsSinceStart` is how far the invoice's
 * period starts after the subscription's start; `first` marks the subscription's first invoice.
 */
export function discountedAmount(
  subtotalCents: number,
  currency: string,
  discount: Discount | null,
  invoice: { first: boolean; monthsSinceStart: number },
): number {
  if (!discount?.valid) return subtotalCents;
  const applies =
    discount.duration === 'forever' ||
    (discount.duration === 'once' && invoice.first) ||
    (discount.duration === 'repeating' && invoice.monthsSinceStart < (discount.durationInMonths ?? 0));
  if (!applies) return subtotalCents;
  if (discount.percentOff !== undefined) return Math.round((subtotalCents * (100 - discount.percentOff)) / 100);
  if (discount.amountOffCents !== undefined && discount.currency === currency) {
    return Math.max(0, subtotalCents - discount.amountOffCents);
  }
  return subtotalCents;
}
