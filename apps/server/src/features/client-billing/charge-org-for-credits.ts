import {
  CLIENT_BILLING_NEEDS_CARD,
  type ClientPurchaseResult,
  paymentFailedWithStatus,
  toCents,
  transactionFeeCents,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { orgPaymentOrders } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { grantOrgCredits, withPayments } from '../billing/index.js';
import { recordOrgPayment } from '../org-billing/index.js';
import type { ClientBilling } from './find-client-billing.js';

const REASONS = { credits: 'purchase', 'top-up': 'top-up', recharge: 'auto-recharge' } as const;

export interface OrgCreditOrder {
  kind: 'credits' | 'top-up' | 'recharge';
  credits: number;
  /** What the card is charged, in units of the agency's currency. */
  amount: number;
  description: string;
  successMessage: string;
  /** The caller's key for the request: the same key charges and credits once. */
  requestKey?: string;
}

/**
 * Charges the organisation's saved card on its agency's account, the platform keeping its fee,
 * then adds the credits bought. The order row comes first and its id is the charge's idempotency
 * key and the grant's. Cards that ask for 3-D Secure are refused with the card network's words:
 * the charge is made off-session.
 */
export async function chargeOrgForCredits(
  billing: ClientBilling,
  order: OrgCreditOrder,
): Promise<ClientPurchaseResult> {
  const access = { workspaceUid: billing.workspaceUid };
  const { db, org, provider, account } = billing;
  const customerId = await billing.customerId();
  const card = await withPayments(() => provider.getDefaultPaymentMethod(customerId, account));
  if (!card) throw new AppError('NO_PAYMENT_METHOD', CLIENT_BILLING_NEEDS_CARD);
  const amountCents = toCents(order.amount);
  const platformFeeCents = transactionFeeCents(amountCents, await billing.hasWhitelabel());
  const orderId = order.requestKey ? `${org.id}:${order.requestKey}` : randomId(20);
  await db
    .insert(orgPaymentOrders)
    .values({
      id: orderId,
      orgId: org.id,
      workspaceUid: access.workspaceUid,
      kind: order.kind,
      credits: order.credits,
      amountCents,
      currency: billing.currency,
      platformFeeCents,
      status: 'pending',
    })
    .onConflictDoNothing({ target: orgPaymentOrders.id });
  const [row] = await db
    .select()
    .from(orgPaymentOrders)
    .where(and(eq(orgPaymentOrders.id, orderId), eq(orgPaymentOrders.orgId, org.id)));
  if (!row) throw new AppError('NOT_FOUND', 'Order not found.');
  // A replay charges with the first request's amounts: the payment service answers the first payment.
  const payment = await withPayments(() =>
    provider.chargeOnce({
      customerId,
      account: { ...account, applicationFeeCents: row.platformFeeCents },
      amountCents: row.amountCents,
      currency: row.currency.toLowerCase(),
      description: order.description,
      idempotencyKey: orderId,
      offSession: true,
      metadata: { orgOrderId: orderId, orgId: org.id },
    }),
  );
  if (payment.status !== 'succeeded') {
    const message = payment.failureMessage ?? paymentFailedWithStatus(payment.status);
    await db
      .update(orgPaymentOrders)
      .set({ status: 'failed', providerPaymentId: payment.id, failureMessage: message })
      .where(eq(orgPaymentOrders.id, orderId));
    throw new AppError('CARD_DECLINED', message);
  }
  await db
    .update(orgPaymentOrders)
    .set({ status: 'succeeded', providerPaymentId: payment.id, failureMessage: null })
    .where(eq(orgPaymentOrders.id, orderId));
  const granted = await grantOrgCredits(db, {
    workspaceUid: access.workspaceUid,
    orgId: org.id,
    credits: row.credits,
    reason: REASONS[order.kind],
    idempotencyKey: `org-order:${orderId}`,
    logMessage: order.description,
  });
  await recordOrgPayment(db, access.workspaceUid, org.id, {
    kind: order.kind,
    amountCents: row.amountCents,
    currency: row.currency,
    creditsGranted: row.credits,
    platformFeeCents: row.platformFeeCents,
    providerPaymentId: payment.id,
  });
  return { credits: granted.credits, creditsAdded: row.credits, message: order.successMessage };
}
