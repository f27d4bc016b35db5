import { ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { hasConnectedPaymentAccount } from '../agency-billing/index.js';

/**
 * Enable Billing needs the agency's payment account connected with its onboarding complete (spec
 * 002 §4.9): turning it on without one is refused with why, turning it off is always fine.
 */
export async function refuseBillingWithoutPaymentAccount(
  db: Db,
  workspaceUid: string,
  allowBilling: boolean | undefined,
): Promise<void> {
  if (allowBilling && !(await hasConnectedPaymentAccount(db, workspaceUid)))
    throw new AppError('VALIDATION_FAILED', ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE, { field: 'allowBilling' });
}
