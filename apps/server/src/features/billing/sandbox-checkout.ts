import type { Region } from '@agent-platform/core';
import type { Regions } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import {
  createSandboxPaymentMethod,
  type SandboxCheckoutOutcome,
  type SandboxCheckoutView,
  type TestCardInput,
} from '../../providers/payments/index.js';
import type { BillingPayments } from './billing-payments.js';
import { withPayments } from './payments-errors.js';

// Test mode's hosted checkout page (apps/web test-mode-checkout-page): with Stripe the page is
// Stripe's own and none of these exist. The session id in its address is what lets the payer in,
// as with Stripe's checkout links.

type CheckoutDeps = { regions: Regions; payments: BillingPayments };

const sandboxOf = (deps: CheckoutDeps, region: Region) => {
  const sandbox = deps.payments.sandbox(region);
  if (!sandbox) throw notFound();
  return sandbox;
};

/** What the page shows: the plan, its monthly price, and where Back leads. */
export function viewSandboxCheckout(
  deps: CheckoutDeps,
  region: Region,
  sessionId: string,
): Promise<SandboxCheckoutView> {
  return withPayments(() => sandboxOf(deps, region).viewCheckout(sessionId));
}

/** Pay with a test card number: paid and back to the product, or the card's 3-D Secure step first. */
export async function paySandboxCheckout(
  deps: CheckoutDeps,
  region: Region,
  sessionId: string,
  card: TestCardInput,
): Promise<SandboxCheckoutOutcome> {
  const sandbox = sandboxOf(deps, region);
  return withPayments(async () => {
    const method = await createSandboxPaymentMethod(deps.regions.db(region), card);
    return sandbox.payCheckout(sessionId, method.id);
  });
}

/** The page's 3-D Secure step, passed or failed. */
export function authenticateSandboxCheckout(
  deps: CheckoutDeps,
  region: Region,
  sessionId: string,
  step: { paymentId: string; authenticated: boolean },
): Promise<SandboxCheckoutOutcome> {
  return withPayments(() =>
    sandboxOf(deps, region).authenticateCheckout(sessionId, step.paymentId, step.authenticated),
  );
}
