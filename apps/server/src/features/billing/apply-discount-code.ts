import {
  DISCOUNT_CODE_NEEDS_SUBSCRIPTION,
  type Discount,
  discountNotApplied,
  normalizeDiscountCode,
} from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { applySubscription } from './apply-subscription.js';
import type { BillingDeps } from './billing-deps.js';
import { addonQuantities } from './change-addons.js';
import { requireDiscount } from './check-discount-code.js';
import { requireLiveSubscription } from './live-subscription.js';
import { withPayments } from './payments-errors.js';

/**
 * Modify Your Plan: a discount code for the running subscription, checked by spec 002 §5.1's
 * rules against its plan and add-ons, then given to the payment service; from the next invoice on.
 * A refusal is spec 002 §8.1's 'Discount code could not be applied: {error}'.
 */
export async function applyDiscountCode(
  deps: BillingDeps,
  access: WorkspaceAccess,
  code: string,
): Promise<{ discount: Discount }> {
  const db = deps.regions.db(access.region);
  const provider = deps.payments.provider(access.region);
  try {
    const live = await requireLiveSubscription(db, access.uid, DISCOUNT_CODE_NEEDS_SUBSCRIPTION);
    const addons = await addonQuantities(db, access.uid);
    const discount = await requireDiscount(provider, { code, planId: live.planId, addons });
    const id = live.providerSubscriptionId;
    const updated = await withPayments(() => provider.applyDiscountCode(id, normalizeDiscountCode(code)));
    await applySubscription(db, access.uid, updated, { by: deps.by });
    return { discount };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, discountNotApplied(error.message), {
      cause: error,
      ...(error.field ? { field: error.field } : {}),
    });
  }
}
