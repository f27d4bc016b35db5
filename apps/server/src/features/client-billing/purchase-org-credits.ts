import { CLIENT_CREDITS_PURCHASED, clientCreditsToBuy, toCents } from '@agent-platform/core';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { chargeOrgForCredits } from './charge-org-for-credits.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/** Spec 002 §5.6 Purchase Credits: at least 1000 (less is raised to 1000), at the agency's price per credit. */
export async function purchaseOrgCredits(
  deps: ClientBillingDeps,
  access: ClientAccess,
  input: { credits: number; requestKey?: string },
) {
  const billing = await findClientBilling(deps, access);
  const credits = clientCreditsToBuy(input.credits);
  return chargeOrgForCredits(billing, {
    kind: 'credits',
    credits,
    amount: toCents(credits * billing.pricePerCredit) / 100,
    description: `${credits} credits`,
    successMessage: CLIENT_CREDITS_PURCHASED,
    requestKey: input.requestKey,
  });
}
