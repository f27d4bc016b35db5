import { AUTO_RECHARGE_MAX_FAILURES, paymentOutcome, type Region } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Payment, PaymentsError } from '../../providers/payments/index.js';
import { type NotifyDeps, notify } from '../notifications/index.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { failOrder, fulfilOrder } from './fulfil-order.js';
import { autoRechargeSettings, paymentOrders } from './schema.js';

export const AUTO_RECHARGE_FAILED_TITLE = 'Automatic recharge failed';
export const AUTO_RECHARGE_NO_CARD = 'There is no payment method on file.';
const AUTO_RECHARGE_OFF = 'Automatic recharge was turned off before the charge.';

type Deps = BillingDeps & NotifyDeps & { log?: FastifyBaseLogger };

/**
 * The auto-recharge job: charges the saved card off-session for an open recharge, with the
 * recharge's id as the payment service's idempotency key, so a retried job never charges twice.
 * Paid: its credits are granted once (the order's grant key). Refused: no credit, the owner is
 * told, and after AUTO_RECHARGE_MAX_FAILURES refusals in a row auto-recharge switches itself off.
 */
export async function runAutoRecharge(deps: Deps, region: Region, orderId: string): Promise<void> {
  const db = deps.regions.db(region);
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.kind, 'auto_recharge')));
  if (!order) return;
  if (order.status === 'pending') await charge(deps, region, order);
  const [settled] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (settled?.status === 'succeeded') return countOutcome(deps, region, settled, null);
  if (settled?.status === 'failed' && settled.failureMessage !== AUTO_RECHARGE_OFF)
    return countOutcome(deps, region, settled, settled.failureMessage ?? 'Your card was declined.');
}

type Order = typeof paymentOrders.$inferSelect;

async function charge(deps: Deps, region: Region, order: Order): Promise<void> {
  const db = deps.regions.db(region);
  const [settings] = await db
    .select({ enabled: autoRechargeSettings.enabled })
    .from(autoRechargeSettings)
    .where(eq(autoRechargeSettings.workspaceUid, order.workspaceUid));
  // Switched off since the debit that opened it: closed uncharged, and not a refusal to count.
  if (!settings?.enabled) return failOrder(db, order.id, AUTO_RECHARGE_OFF);
  const account = await billingAccountOf(db, order.workspaceUid);
  if (!account?.cardId) return failOrder(db, order.id, AUTO_RECHARGE_NO_CARD);
  let payment: Payment;
  try {
    payment = await deps.payments.provider(region).chargeOnce({
      customerId: account.customerId,
      amountCents: order.amountCents,
      currency: order.currency,
      description: `Automatic recharge of ${order.credits} credits`,
      idempotencyKey: order.id,
      offSession: true,
      metadata: { orderId: order.id, workspace: order.workspaceUid },
    });
  } catch (error) {
    // A refusal settles the recharge; the service being unreachable is retried by the job.
    if (
      error instanceof PaymentsError &&
      ['CARD_DECLINED', 'CARD_NOT_ACCEPTED', 'NO_PAYMENT_METHOD'].includes(error.code)
    )
      return failOrder(db, order.id, error.code === 'NO_PAYMENT_METHOD' ? AUTO_RECHARGE_NO_CARD : error.message);
    throw error;
  }
  await db.update(paymentOrders).set({ providerPaymentId: payment.id }).where(eq(paymentOrders.id, order.id));
  const outcome = paymentOutcome(payment.status);
  // Off-session nobody is there for 3-D Secure: a payment that asks for it is a refusal.
  if (payment.status === 'succeeded') return fulfilOrder(db, order.id, { amountCents: payment.amountCents });
  return failOrder(
    db,
    order.id,
    payment.failureMessage ?? (outcome.ok ? 'Your card needs authentication.' : outcome.error),
  );
}

/**
 * Counts a settled recharge once (the settings remember the last one counted): a success starts the
 * count again, a refusal adds one and tells the owner, and switches auto-recharge off at the limit.
 */
async function countOutcome(deps: Deps, region: Region, order: Order, failure: string | null): Promise<void> {
  const db = deps.regions.db(region);
  const failures = sql`${autoRechargeSettings.consecutiveFailures} + 1`;
  const [counted] = await db
    .update(autoRechargeSettings)
    .set(
      failure === null
        ? { consecutiveFailures: 0, lastSettledOrderId: order.id }
        : {
            consecutiveFailures: failures,
            enabled: sql`${autoRechargeSettings.enabled} and ${failures} < ${AUTO_RECHARGE_MAX_FAILURES}`,
            lastSettledOrderId: order.id,
          },
    )
    .where(
      and(
        eq(autoRechargeSettings.workspaceUid, order.workspaceUid),
        sql`${autoRechargeSettings.lastSettledOrderId} is distinct from ${order.id}`,
      ),
    )
    .returning({ failures: autoRechargeSettings.consecutiveFailures, enabled: autoRechargeSettings.enabled });
  if (!counted || failure === null) return;
  try {
    await notify(deps, region, order.workspaceUid, {
      source: 'failedCharge',
      title: AUTO_RECHARGE_FAILED_TITLE,
      body: failedRechargeBody(order, failure, counted.enabled),
      urlPathname: '/account/billing',
      notifyRoles: ['owner'],
    });
  } catch (error) {
    // The refusal is counted; a retried job would not tell again, so this one is only logged.
    deps.log?.error({ err: error, region, orderId: order.id }, 'the failed-recharge notification could not be raised');
  }
}

function failedRechargeBody(order: Order, failure: string, stillOn: boolean): string {
  const what = `We could not charge your card $${order.amountCents / 100} for ${order.credits?.toLocaleString('en-US')} credits: ${failure}`;
  return stillOn
    ? `${what} No credits were added. We will try again the next time your balance falls below your threshold.`
    : `${what} No credits were added. After ${AUTO_RECHARGE_MAX_FAILURES} failed attempts in a row, automatic recharge is now off: update your payment method, then turn it back on in Billing.`;
}
