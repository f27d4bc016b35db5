import {
  type CreateSubscriptionBody,
  discountCents,
  type PaymentResult,
  subscriptionSubtotal,
  taxCents,
  taxForCountry,
  toCents,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { requireDiscount } from './check-discount-code.js';
import { finishPayment } from './finish-payment.js';
import { holdSubscribing } from './hold-subscribing.js';
import { withPayments } from './payments-errors.js';
import { subscriptionItems } from './price-keys.js';
import { paymentOrders, subscriptions } from './schema.js';

export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have a subscription. Change it with Modify Plan.';

/**
 * Spec 002 §4.3: subscribes the workspace to Pay as you go with its add-ons and discount code,
 * paid by the saved card. Answers success, or the 3-D Secure step the browser must take before
 * confirming; the plan and its limits apply once the first payment is through.
 */
export async function createSubscription(
  deps: BillingDeps,
  access: WorkspaceAccess,
  body: CreateSubscriptionBody,
): Promise<PaymentResult> {
  const db = deps.regions.db(access.region);
  const account = await billingAccountOf(db, access.uid);
  if (!account?.cardId) throw new AppError('NO_PAYMENT_METHOD', 'Add a payment method first.');
  // Checked under the hold: a request after one that went through finds the plan it bought.
  return holdSubscribing(db, access.uid, async () => {
    const [current] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceUid, access.uid));
    if (current && ['active', 'trialing', 'past_due'].includes(current.status)) {
      throw new AppError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_MESSAGE);
    }
    return subscribe(deps, access, body, account);
  });
}

async function subscribe(
  deps: BillingDeps,
  access: WorkspaceAccess,
  body: CreateSubscriptionBody,
  account: NonNullable<Awaited<ReturnType<typeof billingAccountOf>>>,
): Promise<PaymentResult> {
  const db = deps.regions.db(access.region);
  const provider = deps.payments.provider(access.region);
  const code = body.discountCode?.trim() ?? '';
  const discount = code ? await requireDiscount(provider, { code, planId: body.planId, addons: body.addons }) : null;
  const tax = taxForCountry(account.countryCode);
  const { currency } = tax;
  const subtotal = toCents(subscriptionSubtotal(body.planId, body.addons, currency));
  const afterDiscount = subtotal - discountCents(subtotal, discount, currency);

  const [order] = await db
    .insert(paymentOrders)
    .values({
      id: randomId(20),
      workspaceUid: access.uid,
      kind: 'subscription',
      status: 'pending',
      amountCents: afterDiscount + taxCents(afterDiscount, tax.rate),
      currency: currency.toLowerCase(),
      planId: body.planId,
      addons: body.addons,
      discountCode: code || null,
    })
    .returning();
  const created = await withPayments(() =>
    provider.createSubscription({
      customerId: account.customerId,
      items: subscriptionItems(body.planId, body.addons, currency),
      ...(code ? { couponCode: code } : {}),
      // What Confirm Subscription showed: the rate of the workspace's country, on the price after the discount.
      ...(tax.rate > 0
        ? { tax: { percent: Math.round(tax.rate * 10_000) / 100, name: tax.name, country: tax.countryCode } }
        : {}),
      idempotencyKey: order!.id,
    }),
  );
  await db
    .update(paymentOrders)
    .set({ providerSubscriptionId: created.subscriptionId, providerPaymentId: created.latestPayment?.id ?? null })
    .where(eq(paymentOrders.id, order!.id));
  return finishPayment(deps, access, order!.id, created.latestPayment, created);
}
