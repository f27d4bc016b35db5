import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { agencyPaymentAccounts, orgSubscriptions } from '../../platform/db/schema/index.js';
import { type ConnectedAccountEvent, subscriptionStatusOf, withPayments } from '../billing/index.js';
import { mirrorOrgSubscription } from '../org-billing/index.js';
import type { OrgPaymentEventDeps } from './client-billing-deps.js';
import { fulfilOrgCheckout } from './fulfil-org-checkout.js';
import { renewOrgPlan } from './renew-org-plan.js';
import { tellOrgRenewalFailed } from './tell-org-renewal-failed.js';

/**
 * An event of an agency's connected account about one of its organisations' plans, processed
 * once per event id by the inbox's workers: a paid checkout subscribes the organisation, a paid
 * renewal grants the plan's credits (once per invoice), a refused one tells the organisation's
 * clients, and the subscription's state is mirrored. One-off charges on the account are settled when they are made (charge-org-for-credits.ts).
 */
export async function receiveOrgPaymentEvent(
  deps: OrgPaymentEventDeps,
  region: Region,
  event: ConnectedAccountEvent,
): Promise<void> {
  if (event.type === 'payment.succeeded' || event.type === 'payment.failed') return;
  if (event.type === 'checkout.completed') return fulfilOrgCheckout(deps, region, event);
  const subscriptionId =
    'subscription' in event ? event.subscription.subscriptionId : 'invoiceId' in event ? event.subscriptionId : null;
  if (!subscriptionId) return;
  const db = deps.regions.db(region);
  // Only a subscription of the agency whose account told of it: another account's event changes nothing here.
  const [subscribed] = await db
    .select({ subscription: orgSubscriptions })
    .from(orgSubscriptions)
    .innerJoin(agencyPaymentAccounts, eq(agencyPaymentAccounts.workspaceUid, orgSubscriptions.workspaceUid))
    .where(
      and(
        eq(orgSubscriptions.providerSubscriptionId, subscriptionId),
        eq(agencyPaymentAccounts.providerAccountId, event.account),
      ),
    )
    .limit(1);
  if (!subscribed) {
    // The first invoice of a plan being paid on its checkout page: checkout.completed subscribes and grants it.
    deps.log?.info({ eventId: event.id, type: event.type }, 'connected-account event for no organisation plan yet');
    return;
  }
  const { subscription } = subscribed;
  if ('invoiceId' in event) {
    if (event.type === 'invoice.paid' && event.billingReason !== 'subscription_create') {
      await renewOrgPlan(db, subscription, event);
    }
    if (event.type === 'invoice.payment_failed' && event.billingReason === 'subscription_cycle') {
      await tellOrgRenewalFailed(deps, region, subscription, event);
    }
  }
  // Events may arrive out of order: the subscription is read again and its current state kept.
  const current = await withPayments(() =>
    deps.payments.provider(region).retrieveSubscription(subscriptionId, { accountId: event.account }),
  );
  await mirrorOrgSubscription(db, subscription.workspaceUid, {
    providerSubscriptionId: subscriptionId,
    status: subscriptionStatusOf(current.status),
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
  });
}
