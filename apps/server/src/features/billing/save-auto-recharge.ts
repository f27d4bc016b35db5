import {
  AUTO_RECHARGE_FREE_PLAN,
  type AutoRechargeSettings,
  autoRechargeSaveBlocked,
  type PlanId,
} from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { liveSubscription } from './live-subscription.js';
import { autoRechargeSettings } from './schema.js';

/**
 * Saves the Automatic Recharge card (spec 002 §4.4, §5.5): never on the free plan, never without
 * a saved card. Turning it on again starts the count of failed recharges afresh.
 */
export async function saveAutoRecharge(
  deps: BillingDeps,
  access: WorkspaceAccess,
  settings: AutoRechargeSettings,
): Promise<AutoRechargeSettings> {
  const db = deps.regions.db(access.region);
  const [subscription, account] = await Promise.all([
    liveSubscription(db, access.uid),
    billingAccountOf(db, access.uid),
  ]);
  const planId: PlanId = subscription?.planId ?? 'free';
  const blocked = autoRechargeSaveBlocked(planId, Boolean(account?.cardId));
  if (blocked) {
    const code = blocked === AUTO_RECHARGE_FREE_PLAN ? 'AUTO_RECHARGE_FREE_PLAN' : 'AUTO_RECHARGE_NEEDS_PAYMENT_METHOD';
    throw new AppError(code, blocked);
  }
  const [saved] = await db
    .insert(autoRechargeSettings)
    .values({ workspaceUid: access.uid, ...settings })
    .onConflictDoUpdate({
      target: autoRechargeSettings.workspaceUid,
      set: {
        enabled: settings.enabled,
        threshold: settings.threshold,
        amount: settings.amount,
        ...(settings.enabled && {
          consecutiveFailures: sql`case when ${autoRechargeSettings.enabled} then ${autoRechargeSettings.consecutiveFailures} else 0 end`,
        }),
        updatedAt: new Date(),
      },
    })
    .returning({
      enabled: autoRechargeSettings.enabled,
      threshold: autoRechargeSettings.threshold,
      amount: autoRechargeSettings.amount,
    });
  return saved!;
}
