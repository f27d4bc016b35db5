import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { applySubscription } from './apply-subscription.js';
import type { BillingDeps } from './billing-deps.js';
import { requireLiveSubscription } from './live-subscription.js';
import { withPayments } from './payments-errors.js';

export const NOTHING_TO_REACTIVATE = 'Your subscription is not set to cancel.';

/** Spec 002 §4.1: a subscription flagged to cancel renews again. */
export async function reactivateSubscription(deps: BillingDeps, access: WorkspaceAccess): Promise<void> {
  const db = deps.regions.db(access.region);
  const subscription = await requireLiveSubscription(db, access.uid, NOTHING_TO_REACTIVATE);
  if (!subscription.cancelAtPeriodEnd) throw new AppError('NO_CHANGES', NOTHING_TO_REACTIVATE);
  const provider = deps.payments.provider(access.region);
  const updated = await withPayments(() => provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, false));
  await applySubscription(db, access.uid, updated, { cancelReason: null, by: deps.by });
}
