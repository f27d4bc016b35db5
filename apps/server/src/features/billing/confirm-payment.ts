import type { PaymentResult } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { notFound } from '../../platform/errors.js';
import type { BillingDeps } from './billing-deps.js';
import { finishPayment } from './finish-payment.js';
import { withPayments } from './payments-errors.js';
import { paymentOrders } from './schema.js';

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';

/**
 * After the browser's 3-D Secure step (spec 002 §4.3 "a later call confirms the payment"): reads
 * the payment's outcome and fulfils its order, a subscription or a purchase. `authenticated` is
 * Test mode's answer to its own authentication step; with Stripe, Stripe.js took it.
 */
export async function confirmPayment(
  deps: BillingDeps,
  access: WorkspaceAccess,
  paymentId: string,
  authenticated?: boolean,
): Promise<PaymentResult> {
  const db = deps.regions.db(access.region);
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.workspaceUid, access.uid), eq(paymentOrders.providerPaymentId, paymentId)));
  if (!order) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  const provider = deps.payments.provider(access.region);
  const payment = await withPayments(() =>
    provider.confirmPayment(paymentId, authenticated === undefined ? undefined : { authenticated }),
  );
  return finishPayment(deps, access, order.id, payment);
}
