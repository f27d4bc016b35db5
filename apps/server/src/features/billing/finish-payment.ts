import { type PaymentResult, paymentOutcome } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import type { Payment, Subscription } from '../../providers/payments/index.js';
import { applySubscription } from './apply-subscription.js';
import type { BillingDeps } from './billing-deps.js';
import { failOrder, fulfilOrder } from './fulfil-order.js';
import { withPayments } from './payments-errors.js';
import { paymentOrders } from './schema.js';

/**
 * What an order's payment came to (spec 002 §4.3): through, so the order is fulfilled and a
 * subscription's plan applied; waiting for 3-D Secure; or refused, in the card network's words.
 * `payment` null: nothing was due (a 100% discount).
 */
export async function finishPayment(
  deps: BillingDeps,
  access: WorkspaceAccess,
  orderId: string,
  payment: Payment | null,
  subscription?: Subscription,
): Promise<PaymentResult> {
  const db = deps.regions.db(access.region);
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished`);
  if (payment) {
    const outcome = paymentOutcome(payment.status);
    if (!outcome.ok) {
      const message = payment.failureMessage ?? outcome.error;
      await failOrder(db, orderId, message);
      throw new AppError('CARD_DECLINED', message);
    }
    if (outcome.needsAuthentication) {
      await db.update(paymentOrders).set({ status: 'requires_action' }).where(eq(paymentOrders.id, orderId));
      // The subscription waits as pending: the plan's limits come with the payment.
      if (subscription) await applySubscription(db, access.uid, subscription, { by: deps.by });
      return {
        requiresAction: true,
        paymentId: payment.id,
        clientSecret: payment.clientSecret ?? null,
        amountPaid: 0,
        currency: payment.currency,
      };
    }
  }
  await fulfilOrder(db, orderId, { amountCents: payment?.amountCents ?? 0 });
  if (order.kind === 'subscription' && order.providerSubscriptionId) {
    const id = order.providerSubscriptionId;
    const current = await withPayments(() => deps.payments.provider(access.region).retrieveSubscription(id));
    await applySubscription(db, access.uid, current, { by: deps.by });
  }
  return {
    requiresAction: false,
    paymentId: payment?.id ?? null,
    clientSecret: null,
    amountPaid: payment?.amountCents ?? 0,
    currency: payment?.currency ?? order.currency,
  };
}
