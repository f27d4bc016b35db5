import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { notFound } from '../../platform/errors.js';
import { createSandboxPaymentMethod, type TestCardInput } from '../../providers/payments/index.js';
import type { BillingDeps } from './billing-deps.js';
import { withPayments } from './payments-errors.js';

/**
 * Test mode's card form: a Stripe test card number becomes a payment method, as Stripe.js makes
 * one in the browser with Stripe. There is no such step with Stripe: not found there.
 */
export async function createSandboxCard(
  deps: BillingDeps,
  access: WorkspaceAccess,
  card: TestCardInput,
): Promise<{ paymentMethodId: string }> {
  if (!deps.payments.sandbox(access.region)) throw notFound();
  const method = await withPayments(() => createSandboxPaymentMethod(deps.regions.db(access.region), card));
  return { paymentMethodId: method.id };
}
