import {
  type AddonQuantities,
  checkDiscountCode as checkDiscountRules,
  type Discount,
  type DiscountCheck,
  discountCodeRuleError,
  isAgencyDiscountCode,
  normalizeDiscountCode,
  type PlanId,
} from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';
import type { PaymentsProvider, Discount as ProviderDiscount } from '../../providers/payments/index.js';
import { withPayments } from './payments-errors.js';

/**
 * Spec 002 §5.1: the rules first (empty, yearly, the agency code's Whitelabel and monthly
 * conditions), then what the payment service knows of the code. A failed look-up is 'Invalid discount code.'
 */
export async function checkDiscountCode(
  provider: PaymentsProvider,
  request: { code: string; planId: PlanId; addons: AddonQuantities },
): Promise<DiscountCheck> {
  const code = normalizeDiscountCode(request.code);
  const context = { code, planId: request.planId, addons: request.addons };
  if (discountCodeRuleError(context) || isAgencyDiscountCode(code)) return checkDiscountRules(context, null);
  const found = await withPayments(() => provider.checkDiscountCode(code)).catch(() => null);
  return checkDiscountRules(context, found ? toDiscount(found) : null);
}

/** The discount, or the rule it breaks as the product's error. */
export async function requireDiscount(
  provider: PaymentsProvider,
  request: { code: string; planId: PlanId; addons: AddonQuantities },
): Promise<Discount> {
  const check = await checkDiscountCode(provider, request);
  if (!check.ok) throw new AppError('INVALID_DISCOUNT_CODE', check.error, { field: 'discountCode' });
  return check.discount;
}

/** The payment service's discount in spec 002 §3.12's shape. */
function toDiscount(found: ProviderDiscount): Discount {
  return {
    valid: found.valid,
    percent_off: found.percentOff ?? null,
    amount_off: found.amountOffCents ?? null,
    currency: found.currency ?? null,
    name: found.name ?? null,
    duration: found.duration ?? 'once',
  };
}
