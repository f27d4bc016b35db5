import {
  ADDON_KEYS,
  type AddonQuantities,
  billingCycleOf,
  FREE_LIMITS,
  limitsWith,
  PLAN_LIMITS,
  PRO_PLAN_FREE_CREDITS,
  type SubscriptionStatus,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import type { Subscription } from '../../providers/payments/index.js';
import { type AuditBy, recordAudit, SYSTEM } from '../audit-log/index.js';
import { grantCredits } from './grant-credits.js';
import { planOfItems } from './price-keys.js';
import { subscriptionAddons, subscriptions } from './schema.js';

/** Stripe's statuses in the product's (spec 002 §3.6): an unpaid first invoice is pending, an expired one ended. */
const STATUS: Record<Subscription['status'], SubscriptionStatus> = {
  incomplete: 'pending',
  incomplete_expired: 'canceled',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  paused: 'unpaid',
};

/** A payment service's subscription status as the product names it. */
export const subscriptionStatusOf = (status: Subscription['status']): SubscriptionStatus => STATUS[status];

/** The statuses that hold the plan's limits: a past-due plan keeps them until it ends. */
const HOLDS_PLAN: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * Mirrors the payment service's subscription on the workspace, in one transaction: the
 * subscription row, its add-ons, the workspace's plan and its limits from the plan and add-ons
 * (Free when it ended), and the Pay as you go plan's free credits once per subscription.
 */
export async function applySubscription(
  db: Db | Tx,
  workspaceUid: string,
  subscription: Subscription,
  extra: { cancelReason?: string | null; by?: AuditBy } = {},
): Promise<void> {
  const bought = planOfItems(subscription.items);
  if (!bought) throw new Error(`subscription ${subscription.subscriptionId} has no plan item`);
  const status = STATUS[subscription.status];
  await db.transaction(async (tx) => {
    // The workspace row is the lock: two events for one workspace apply one after the other.
    await tx.select({ uid: workspaces.uid }).from(workspaces).where(eq(workspaces.uid, workspaceUid)).for('update');
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.workspaceUid, workspaceUid));
    // Another subscription's event (one replaced, or a 3-D Secure attempt given up) must not
    // end the workspace's subscription nor take the place of a live one.
    const other = current && current.providerSubscriptionId !== subscription.subscriptionId;
    if (other && (status === 'canceled' || HOLDS_PLAN.includes(current.status))) return;
    const row = {
      providerSubscriptionId: subscription.subscriptionId,
      planId: bought.planId,
      cycle: billingCycleOf(bought.planId),
      status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      discountCode: subscription.discountCode,
      updatedAt: new Date(),
      ...(extra.cancelReason !== undefined ? { cancelReason: extra.cancelReason } : {}),
    };
    await tx
      .insert(subscriptions)
      .values({ workspaceUid, ...row })
      .onConflictDoUpdate({ target: subscriptions.workspaceUid, set: row });
    await recordSubscriptionChange(tx, workspaceUid, current, row, bought.addons, extra.by ?? SYSTEM);
    if (status === 'canceled') {
      await tx.delete(subscriptionAddons).where(eq(subscriptionAddons.workspaceUid, workspaceUid));
      await tx
        .update(workspaces)
        .set({ plan: 'free', stripeSubscriptionId: null, limits: FREE_LIMITS })
        .where(eq(workspaces.uid, workspaceUid));
      return;
    }
    if (!HOLDS_PLAN.includes(status)) return;
    await writeAddons(tx, workspaceUid, bought.addons);
    await tx
      .update(workspaces)
      .set({
        plan: bought.planId,
        stripeSubscriptionId: subscription.subscriptionId,
        limits: limitsWith(PLAN_LIMITS[bought.planId], bought.addons),
      })
      .where(eq(workspaces.uid, workspaceUid));
    // Spec 002 §9.1: the plan includes $5 of free credits, once for the subscription.
    await grantCredits(tx, {
      workspaceUid,
      credits: PRO_PLAN_FREE_CREDITS,
      reason: 'plan-credits',
      idempotencyKey: `plan-credits:${subscription.subscriptionId}`,
      logMessage: 'Free credits of the Pay as you go plan',
    });
  });
}

/** One audit entry when what the workspace pays for changed: plan, status, cancellation, discount or add-ons. */
async function recordSubscriptionChange(
  tx: Tx,
  workspaceUid: string,
  before: typeof subscriptions.$inferSelect | undefined,
  after: Pick<typeof subscriptions.$inferSelect, 'planId' | 'status' | 'cancelAtPeriodEnd' | 'discountCode'>,
  addons: AddonQuantities,
  by: AuditBy,
) {
  const addonsAfter = addonsText(addons);
  const rows = await tx.select().from(subscriptionAddons).where(eq(subscriptionAddons.workspaceUid, workspaceUid));
  const addonsBefore = addonsText(Object.fromEntries(rows.map((r) => [r.addonKey, r.quantity])));
  const same =
    before &&
    before.planId === after.planId &&
    before.status === after.status &&
    before.cancelAtPeriodEnd === after.cancelAtPeriodEnd &&
    before.discountCode === after.discountCode &&
    (after.status === 'canceled' || !HOLDS_PLAN.includes(after.status) || addonsBefore === addonsAfter);
  if (same) return;
  const detail = {
    plan: after.planId,
    status: after.status,
    cancelAtPeriodEnd: after.cancelAtPeriodEnd,
    addons: addonsAfter,
    discountCode: after.discountCode,
    previousPlan: before?.planId ?? null,
    previousStatus: before?.status ?? null,
  };
  await recordAudit(tx, { workspaceUid, action: 'billing.subscriptionChanged', by, detail });
}

const addonsText = (addons: AddonQuantities) =>
  ADDON_KEYS.filter((key) => (addons[key] ?? 0) > 0)
    .map((key) => `${key} x${addons[key]}`)
    .join(', ');

async function writeAddons(tx: Tx, workspaceUid: string, addons: AddonQuantities) {
  await tx.delete(subscriptionAddons).where(eq(subscriptionAddons.workspaceUid, workspaceUid));
  const rows = ADDON_KEYS.filter((key) => (addons[key] ?? 0) > 0).map((addonKey) => ({
    workspaceUid,
    addonKey,
    quantity: addons[addonKey] ?? 0,
  }));
  if (rows.length > 0) await tx.insert(subscriptionAddons).values(rows);
}
