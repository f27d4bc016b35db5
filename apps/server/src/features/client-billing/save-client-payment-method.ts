import type { PaymentMethodView } from '@agent-platform/core';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { withPayments } from '../billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';
import { cardView } from './get-client-billing.js';

/** Spec 002 §7.2 update-payment: the card becomes the organisation's one card on its agency's account. */
export async function saveClientPaymentMethod(
  deps: ClientBillingDeps,
  access: ClientAccess,
  paymentMethodId: string,
): Promise<PaymentMethodView> {
  const billing = await findClientBilling(deps, access);
  const customerId = await billing.customerId();
  const card = await withPayments(() =>
    billing.provider.setDefaultPaymentMethod(customerId, paymentMethodId, billing.account),
  );
  return cardView(card);
}
