import {
  ADDON_KEYS,
  ADDONS_NEED_SUBSCRIPTION,
  type AddonQuantities,
  type AddonStatus,
  addonChanges,
  NO_ADDON_CHANGES,
  taxForCountry,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import type { Subscription } from '../../providers/payments/index.js';
import { applySubscription } from './apply-subscription.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { liveSubscription } from './live-subscription.js';
import { withPayments } from './payments-errors.js';
import { subscriptionItems } from './price-keys.js';
import { subscriptionAddons } from './schema.js';

/**
 * Spec 002 §4.2 and §5.2: sets the subscription's add-ons to `wanted`, removals sent before
 * additions; the changes are billed from the next cycle. The limits follow at once.
 */
export async function changeAddons(
  deps: BillingDeps,
  access: WorkspaceAccess,
  wanted: AddonQuantities,
): Promise<{ addons: AddonStatus[] }> {
  const db = deps.regions.db(access.region);
  const subscription = await liveSubscription(db, access.uid);
  const current = await addonQuantities(db, access.uid);
  const plan = addonChanges(current, wanted, subscription !== undefined);
  if (!plan.ok) throw new AppError(plan.error === NO_ADDON_CHANGES ? 'NO_CHANGES' : 'NO_SUBSCRIPTION', plan.error);
  // Only removals may pass without a subscription, and without one there is nothing to remove.
  if (!subscription) throw new AppError('NO_SUBSCRIPTION', ADDONS_NEED_SUBSCRIPTION);
  const account = await billingAccountOf(db, access.uid);
  const { currency } = taxForCountry(account?.countryCode);
  const provider = deps.payments.provider(access.region);
  const quantities = { ...current };
  let updated: Subscription | null = null;
  // Two updates, removals first: a failed addition leaves the removals done, as the spec orders them.
  for (const kind of ['remove', 'add'] as const) {
    const group = plan.changes.filter((change) => change.kind === kind);
    if (group.length === 0) continue;
    for (const change of group) quantities[change.addonKey] = change.to;
    const items = subscriptionItems(subscription.planId, quantities, currency);
    updated = await withPayments(() => provider.updateSubscriptionItems(subscription.providerSubscriptionId, items));
  }
  if (updated) await applySubscription(db, access.uid, updated, { by: deps.by });
  return { addons: addonStatuses(await addonQuantities(db, access.uid)) };
}

export async function addonQuantities(db: Db, workspaceUid: string): Promise<AddonQuantities> {
  const rows = await db.select().from(subscriptionAddons).where(eq(subscriptionAddons.workspaceUid, workspaceUid));
  return Object.fromEntries(rows.map((row) => [row.addonKey, row.quantity]));
}

/** Spec 002 §3.12: one status per add-on of the catalogue. */
export const addonStatuses = (quantities: AddonQuantities): AddonStatus[] =>
  ADDON_KEYS.map((addonKey) => ({
    addonKey,
    hasAddon: (quantities[addonKey] ?? 0) > 0,
    quantity: quantities[addonKey] ?? 0,
  }));
