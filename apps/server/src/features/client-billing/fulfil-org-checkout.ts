import { type Region, transactionFeeCents, ZOrgPlanLimits } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { agencyPaymentAccounts, agencyPlans } from '../../platform/db/schema/index.js';
import { hasWhitelabel } from '../agency-billing/index.js';
import { type ConnectedAccountEvent, grantOrgCredits, subscriptionStatusOf, withPayments } from '../billing/index.js';
import { recordOrgPayment, saveOrgSubscription } from '../org-billing/index.js';
import type { OrgPaymentEventDeps } from './client-billing-deps.js';

type CompletedCheckout = Extract<ConnectedAccountEvent, { sessionId: string }>;

/**
 * A client paid its plan on the checkout page: the organisation's subscription is kept with the
 * plan's limits and credits, and the first invoice's credits granted and its payment recorded,
 * keyed by the invoice as renewals are (renew-org-plan.ts), so a repeated event does it once.
 */
export async function fulfilOrgCheckout(
  deps: OrgPaymentEventDeps,
  region: Region,
  event: CompletedCheckout,
): Promise<void> {
  const { orgId, planId } = event.metadata;
  if (!orgId || !planId || !event.subscriptionId) return;
  const db = deps.regions.db(region);
  // The plan of the agency whose account was paid, never another workspace's.
  const [plan] = await db
    .select({ plan: agencyPlans })
    .from(agencyPlans)
    .innerJoin(agencyPaymentAccounts, eq(agencyPaymentAccounts.workspaceUid, agencyPlans.workspaceUid))
    .where(and(eq(agencyPlans.id, planId), eq(agencyPaymentAccounts.providerAccountId, event.account)));
  if (!plan) {
    deps.log?.error({ eventId: event.id, planId, orgId }, 'a paid checkout names no plan of its agency');
    return;
  }
  const { workspaceUid } = plan.plan;
  const subscriptionId = event.subscriptionId;
  const subscription = await withPayments(() =>
    deps.payments.provider(region).retrieveSubscription(subscriptionId, { accountId: event.account }),
  );
  const whitelabel = await hasWhitelabel(db, workspaceUid);
  await db.transaction(async (tx) => {
    await saveOrgSubscription(tx, workspaceUid, orgId, {
      planId,
      providerSubscriptionId: subscriptionId,
      status: subscriptionStatusOf(subscription.status),
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      limits: ZOrgPlanLimits.parse(plan.plan.limits),
      credits: plan.plan.credits,
    });
    if (!event.invoiceId) return;
    if (plan.plan.credits > 0) {
      await grantOrgCredits(tx, {
        workspaceUid,
        orgId,
        credits: plan.plan.credits,
        reason: 'plan',
        idempotencyKey: `org-plan-invoice:${event.invoiceId}`,
        logMessage: `${plan.plan.name} plan credits`,
      });
    }
    await recordOrgPayment(tx, workspaceUid, orgId, {
      kind: 'plan',
      amountCents: event.amountCents,
      currency: plan.plan.currency,
      creditsGranted: plan.plan.credits,
      platformFeeCents: transactionFeeCents(event.amountCents, whitelabel),
      providerPaymentId: event.invoiceId,
    });
  });
}
