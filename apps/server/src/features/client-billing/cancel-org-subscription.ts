import { CLIENT_NO_SUBSCRIPTION, CLIENT_SUBSCRIPTION_CANCELED, ZOrgPlanLimits } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { orgSubscriptions } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { subscriptionStatusOf, withPayments } from '../billing/index.js';
import { saveOrgSubscription } from '../org-billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/** Cancel Subscription (spec 002 §2.6, §7.2): the plan ends at the end of the period already paid. */
export async function cancelOrgSubscription(deps: ClientBillingDeps, access: ClientAccess) {
  const billing = await findClientBilling(deps, access);
  const [current] = await billing.db.select().from(orgSubscriptions).where(eq(orgSubscriptions.orgId, billing.org.id));
  if (current?.status !== 'active') throw new AppError('NO_SUBSCRIPTION', CLIENT_NO_SUBSCRIPTION);
  const subscription = await withPayments(() =>
    billing.provider.setCancelAtPeriodEnd(current.providerSubscriptionId, true, billing.account),
  );
  await saveOrgSubscription(billing.db, access.workspaceUid, billing.org.id, {
    planId: current.planId,
    providerSubscriptionId: current.providerSubscriptionId,
    status: subscriptionStatusOf(subscription.status),
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    limits: ZOrgPlanLimits.parse(current.limits),
    credits: current.credits,
  });
  return { message: CLIENT_SUBSCRIPTION_CANCELED };
}
