import { z } from 'zod';
import { type AddonQuantities, quantityIn, WHITELABEL_ADDON } from './addons.js';
import { type Currency, toCents } from './currency.js';
import type { PlanId } from './plans.js';

/** Spec 002 §5.1 texts. */
export const DISCOUNT_CODE_EMPTY = 'Please enter a discount code.';
export const DISCOUNT_CODE_NOT_ON_YEARLY =
  'Discount codes cannot be applied to yearly plans (yearly addons already have 40% discount)';
export const DISCOUNT_CODE_NEEDS_WHITELABEL = 'This discount code requires the Whitelabel addon to be selected';
export const DISCOUNT_CODE_MONTHLY_WHITELABEL_ONLY =
  'This discount code is only valid for monthly Pay-as-you-go plans with Whitelabel addon';
export const DISCOUNT_CODE_INVALID = 'Invalid discount code.';

/** Spec 002 §9.1: the special agency code, 50% off the whole subscription forever. */
export const AGENCY_DISCOUNT_CODE = 'GOAGENCYNOW';

/** Spec 002 §3.12 discount check result. amount_off is in cents of `currency`, as the card provider keeps it. */
export const ZDiscount = z.object({
  valid: z.boolean(),
  percent_off: z.number().min(0).max(100).nullable(),
  amount_off: z.number().int().nonnegative().nullable(),
  currency: z.string().nullable(),
  name: z.string().nullable(),
  duration: z.enum(['forever', 'once', 'repeating']),
});
export type Discount = z.infer<typeof ZDiscount>;

export const AGENCY_DISCOUNT: Discount = {
  valid: true,
  percent_off: 50,
  amount_off: null,
  currency: null,
  name: AGENCY_DISCOUNT_CODE,
  duration: 'forever',
};

/** Codes are matched without regard to case or surrounding spaces, as the card provider does. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();
export const isAgencyDiscountCode = (code: string) => normalizeDiscountCode(code) === AGENCY_DISCOUNT_CODE;

export const ZDiscountCode = z
  .string({ error: DISCOUNT_CODE_EMPTY })
  .trim()
  .min(1, DISCOUNT_CODE_EMPTY)
  .max(64, DISCOUNT_CODE_INVALID)
  .transform(normalizeDiscountCode);

interface DiscountContext {
  code: string;
  planId: PlanId;
  addons: AddonQuantities;
}

/** The rule a code breaks before anyone asks the card provider about it, or null. */
export function discountCodeRuleError({ code, planId, addons }: DiscountContext): string | null {
  if (code.trim() === '') return DISCOUNT_CODE_EMPTY;
  if (planId === 'pay_as_you_go_yearly') return DISCOUNT_CODE_NOT_ON_YEARLY;
  if (isAgencyDiscountCode(code)) {
    if (quantityIn(addons, WHITELABEL_ADDON) < 1) return DISCOUNT_CODE_NEEDS_WHITELABEL;
    if (planId !== 'pay_as_you_go_monthly') return DISCOUNT_CODE_MONTHLY_WHITELABEL_ONLY;
  }
  return null;
}

export type DiscountCheck = { ok: true; discount: Discount } | { ok: false; error: string };

/**
 * The outcome of a discount code: the rules first, then the agency code, then what the card
 * provider found for any other code (null when it found none or the check failed).
 */
export function checkDiscountCode(context: DiscountContext, found: Discount | null): DiscountCheck {
  const error = discountCodeRuleError(context);
  if (error) return { ok: false, error };
  if (isAgencyDiscountCode(context.code)) return { ok: true, discount: AGENCY_DISCOUNT };
  if (!found?.valid) return { ok: false, error: DISCOUNT_CODE_INVALID };
  return { ok: true, discount: found };
}

/** Spec 002 §4.2: the agency code is cleared as soon as Whitelabel is deselected. */
export const keepsDiscountCode = (code: string, addons: AddonQuantities) =>
  !isAgencyDiscountCode(code) || quantityIn(addons, WHITELABEL_ADDON) > 0;

/**
 * Cents a discount takes off a subtotal: a percentage of the whole subtotal, or a fixed amount
 * (only in its own currency), never more than the subtotal.
 */
export function discountCents(subtotalCents: number, discount: Discount | null, currency: Currency): number {
  if (!discount?.valid || subtotalCents <= 0) return 0;
  if (discount.percent_off !== null)
    return Math.min(subtotalCents, Math.round((subtotalCents * discount.percent_off) / 100));
  if (discount.amount_off !== null && (discount.currency ?? currency).toUpperCase() === currency) {
    return Math.min(subtotalCents, discount.amount_off);
  }
  return 0;
}

/** The same in currency units, for a subtotal in currency units. */
export const discountAmount = (subtotal: number, discount: Discount | null, currency: Currency) =>
  discountCents(toCents(subtotal), discount, currency) / 100;

/** A code for a running subscription needs one (Modify Your Plan). */
export const DISCOUNT_CODE_NEEDS_SUBSCRIPTION = 'You need an active subscription to apply a discount code.';

/** Spec 002 §8.1: a code given to a running subscription that was refused, with the reason. */
export const discountNotApplied = (error: string) => `Discount code could not be applied: ${error}`;
