import type { ClientAccess } from '../../platform/auth/principals.js';
import { notFound } from '../../platform/errors.js';
import { createSandboxPaymentMethod, type TestCardInput } from '../../providers/payments/index.js';
import { withPayments } from '../billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/** Test mode's card form for a client: a test card number becomes a payment method, as Stripe.js makes one. */
export async function createClientSandboxCard(deps: ClientBillingDeps, access: ClientAccess, card: TestCardInput) {
  await findClientBilling(deps, access);
  if (!deps.payments.sandbox(access.region)) throw notFound();
  const method = await withPayments(() => createSandboxPaymentMethod(deps.regions.db(access.region), card));
  return { paymentMethodId: method.id };
}
