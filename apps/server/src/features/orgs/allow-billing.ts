import { ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE } from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';

/**
 * Enable Billing needs a connected payment account (spec 002 §4.9), and no payment account can be
 * connected yet: turning it on is refused with why, turning it off is fine.
 */
export function refuseBillingWithoutPaymentAccount(allowBilling: boolean | undefined) {
  if (allowBilling)
    throw new AppError('VALIDATION_FAILED', ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE, { field: 'allowBilling' });
}
