import {
  CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD,
  creditPurchaseCost,
  creditsForUsd,
  type PaymentResult,
  toCents,
  USD_TOP_UP_FREE_PLAN,
  USD_TOP_UP_NEEDS_PAYMENT_METHOD,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { finishPayment } from './finish-payment.js';
import { withPayments } from './payments-errors.js';
import { paymentOrders, subscriptions } from './schema.js';

/** Spec 002 §5.5: credits from 1000 to 50000, in steps of 500, at the configured price per credit. */
export function purchaseCredits(deps: BillingDeps, access: WorkspaceAccess, credits: number): Promise<PaymentResult> {
  return buyCredits(deps, access, {
    kind: 'credit_purchase',
    credits,
    amountCents: toCents(creditPurchaseCost(credits)),
    description: `${credits} credits`,
    noCardMessage: CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD,
  });
}

/**
 * Spec 002 §2.5 USD top-up. The USD balance is the credit balance valued at USD_PER_CREDIT (core
 * top-up.ts): a top-up of N dollars buys N dollars' worth of credits, so there is one balance, the ledger's.
 * Spec 002 §4.1: not on the free plan.
 */
export async function topUpUsd(deps: BillingDeps, access: WorkspaceAccess, amount: number): Promise<PaymentResult> {
  const [subscription] = await deps.regions
    .db(access.region)
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.workspaceUid, access.uid));
  if (!subscription || !['active', 'trialing', 'past_due'].includes(subscription.status)) {
    throw new AppError('NO_SUBSCRIPTION', USD_TOP_UP_FREE_PLAN);
  }
  return buyCredits(deps, access, {
    kind: 'usd_top_up',
    credits: creditsForUsd(amount),
    amountCents: toCents(amount),
    description: `$${amount} top-up`,
    noCardMessage: USD_TOP_UP_NEEDS_PAYMENT_METHOD,
  });
}

/**
 * One charge of the saved card for credits. The order row comes first: its id is the charge's
 * idempotency key and the grant's, and its payment event (payment.succeeded) fulfils the same row.
 */
async function buyCredits(
  deps: BillingDeps,
  access: WorkspaceAccess,
  purchase: {
    kind: 'credit_purchase' | 'usd_top_up';
    credits: number;
    amountCents: number;
    description: string;
    noCardMessage: string;
  },
): Promise<PaymentResult> {
  const db = deps.regions.db(access.region);
  const account = await billingAccountOf(db, access.uid);
  if (!account?.cardId) throw new AppError('NO_PAYMENT_METHOD', purchase.noCardMessage);
  const [order] = await db
    .insert(paymentOrders)
    .values({
      id: randomId(20),
      workspaceUid: access.uid,
      kind: purchase.kind,
      status: 'pending',
      amountCents: purchase.amountCents,
      currency: 'usd',
      credits: purchase.credits,
    })
    .returning();
  const orderId = order!.id;
  const payment = await withPayments(() =>
    deps.payments.provider(access.region).chargeOnce({
      customerId: account.customerId,
      amountCents: purchase.amountCents,
      currency: 'usd',
      description: purchase.description,
      idempotencyKey: orderId,
      offSession: false,
      metadata: { orderId, workspace: access.uid },
    }),
  );
  await db.update(paymentOrders).set({ providerPaymentId: payment.id }).where(eq(paymentOrders.id, orderId));
  return finishPayment(deps, access, orderId, payment);
}
