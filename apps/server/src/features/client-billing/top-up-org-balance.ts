import {
  CLIENT_TOP_UP_MIN,
  CLIENT_TOPPED_UP,
  clientBillingRegion,
  clientTopUpHint,
  currencySymbol,
  roundCredits,
  toCents,
} from '@agent-platform/core';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { chargeOrgForCredits } from './charge-org-for-credits.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/**
 * Spec 002 §5.6, §9.2 Top-up: at least 5 in the agency's currency, plus tax by the organisation's
 * country; the amount (before tax) buys credits at the agency's price.
 */
export async function topUpOrgBalance(
  deps: ClientBillingDeps,
  access: ClientAccess,
  input: { amount: number; requestKey?: string },
) {
  const billing = await findClientBilling(deps, access);
  if (!(input.amount >= CLIENT_TOP_UP_MIN))
    throw new AppError('VALIDATION_FAILED', clientTopUpHint(currencySymbol(billing.currency)));
  const amount = toCents(input.amount) / 100;
  // Spec 002 §9.2: the client side's region helper gives its tax, 'No tax' for every country.
  const tax = clientBillingRegion(undefined).tax;
  return chargeOrgForCredits(billing, {
    kind: 'top-up',
    credits: roundCredits(amount / billing.pricePerCredit),
    amount: toCents(amount * (1 + tax.rate)) / 100,
    description: `${currencySymbol(billing.currency)}${amount} top-up`,
    successMessage: CLIENT_TOPPED_UP,
    requestKey: input.requestKey,
  });
}
