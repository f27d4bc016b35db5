import {
  CLIENT_ALREADY_SUBSCRIBED,
  CLIENT_BILLING_NEEDS_CARD,
  CLIENT_PLAN_NOT_FOUND,
  CLIENT_SUBSCRIPTION_CREATED,
  paymentFailedWithStatus,
  transactionFeeCents,
  transactionFeePercent,
  ZOrgPlanLimits,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { agencyPlans, orgSubscriptions } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { grantOrgCredits, subscriptionStatusOf, withPayments } from '../billing/index.js';
import { recordOrgPayment, saveOrgSubscription } from '../org-billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/**
 * Select Plan (spec 002 §2.6, §4.3): the organisation subscribes to one of its agency's plans on
 * the agency's account, paid by its saved card, the platform keeping its percent of each invoice.
 * The plan's limits and credits are copied to the organisation's subscription; its credits are
 * granted once per paid invoice. A first payment asking for 3-D Secure is refused here.
 */
export async function subscribeOrgToPlan(
  deps: ClientBillingDeps,
  access: ClientAccess,
  input: { planId: string; requestKey?: string },
) {
  const billing = await findClientBilling(deps, access);
  const { db, org, provider, account } = billing;
  const [plan] = await db
    .select()
    .from(agencyPlans)
    .where(and(eq(agencyPlans.id, input.planId), eq(agencyPlans.workspaceUid, access.workspaceUid)));
  if (!plan) throw new AppError('NOT_FOUND', CLIENT_PLAN_NOT_FOUND);
  const [current] = await db.select().from(orgSubscriptions).where(eq(orgSubscriptions.orgId, org.id));
  if (current && ['active', 'trialing', 'past_due'].includes(current.status))
    throw new AppError('ALREADY_SUBSCRIBED', CLIENT_ALREADY_SUBSCRIBED);
  const customerId = await billing.customerId();
  const card = await withPayments(() => provider.getDefaultPaymentMethod(customerId, account));
  if (!card) throw new AppError('NO_PAYMENT_METHOD', CLIENT_BILLING_NEEDS_CARD);
  const whitelabel = await billing.hasWhitelabel();
  const created = await withPayments(() =>
    provider.createSubscription({
      customerId,
      account: { ...account, applicationFeePercent: transactionFeePercent(whitelabel) },
      items: [{ priceKey: plan.priceId, quantity: 1 }],
      idempotencyKey: `org-plan:${org.id}:${input.requestKey ?? randomId(20)}`,
    }),
  );
  const payment = created.latestPayment;
  if (payment && payment.status !== 'succeeded') {
    // The incomplete subscription is left to expire, as the payment service does with unpaid first invoices.
    throw new AppError('CARD_DECLINED', payment.failureMessage ?? paymentFailedWithStatus(payment.status));
  }
  const limits = ZOrgPlanLimits.parse(plan.limits);
  await saveOrgSubscription(db, access.workspaceUid, org.id, {
    planId: plan.id,
    providerSubscriptionId: created.subscriptionId,
    status: subscriptionStatusOf(created.status),
    currentPeriodEnd: created.currentPeriodEnd,
    cancelAtPeriodEnd: created.cancelAtPeriodEnd,
    limits,
    credits: plan.credits,
  });
  if (payment) {
    if (plan.credits > 0) {
      await grantOrgCredits(db, {
        workspaceUid: access.workspaceUid,
        orgId: org.id,
        credits: plan.credits,
        reason: 'plan',
        idempotencyKey: `org-plan-payment:${payment.id}`,
        logMessage: `${plan.name} plan credits`,
      });
    }
    await recordOrgPayment(db, access.workspaceUid, org.id, {
      kind: 'plan',
      amountCents: payment.amountCents,
      currency: plan.currency,
      creditsGranted: plan.credits,
      platformFeeCents: transactionFeeCents(payment.amountCents, whitelabel),
      providerPaymentId: payment.id,
    });
  }
  return { message: CLIENT_SUBSCRIPTION_CREATED };
}
