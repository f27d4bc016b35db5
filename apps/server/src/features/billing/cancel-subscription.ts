import { type CancelSubscriptionBody, cancelReasonText } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { applySubscription } from './apply-subscription.js';
import type { BillingDeps } from './billing-deps.js';
import { requireLiveSubscription } from './live-subscription.js';
import { withPayments } from './payments-errors.js';

export const NOTHING_TO_CANCEL = 'You have no subscription to cancel.';

/** Spec 002 §4.1 and §5.3: the subscription ends at the period's end, for the reason given; Free follows then. */
export async function cancelSubscription(
  deps: BillingDeps,
  access: WorkspaceAccess,
  body: CancelSubscriptionBody,
): Promise<void> {
  const db = deps.regions.db(access.region);
  const subscription = await requireLiveSubscription(db, access.uid, NOTHING_TO_CANCEL);
  const provider = deps.payments.provider(access.region);
  const updated = await withPayments(() => provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, true));
  await applySubscription(db, access.uid, updated, { cancelReason: cancelReasonText(body), by: deps.by });
}
