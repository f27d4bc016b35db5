import { AUTO_RECHARGE_THRESHOLD, creditsForUsd, needsRecharge, type Region, toCents } from '@agent-platform/core';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { randomId } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { LIVE_STATUSES } from './live-subscription.js';
import { autoRechargeSettings, paymentOrders, subscriptions } from './schema.js';

export const AUTO_RECHARGE_QUEUE = 'auto-recharge';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [AUTO_RECHARGE_QUEUE]: { orderId: string };
  }
}

/** A recharge still open this long after it was opened lost its job (retries spent): the next debit sends it again. */
const STUCK_AFTER_MINUTES = 15;

/**
 * After a committed debit: below the workspace's threshold, on a paid plan, opens a recharge (a
 * payment order of kind auto_recharge) and hands it to the auto-recharge job. At most one is open
 * per workspace (a partial unique index), so debits racing below the line open one between them.
 */
export async function requestAutoRecharge(
  deps: { regions: Regions; jobs: Jobs },
  region: Region,
  workspaceUid: string,
  balanceAfter: number,
): Promise<void> {
  // No threshold is this high: most debits leave the balance above every one, and read nothing.
  if (balanceAfter >= AUTO_RECHARGE_THRESHOLD.max) return;
  const db = deps.regions.db(region);
  const [settings] = await db
    .select({
      enabled: autoRechargeSettings.enabled,
      threshold: autoRechargeSettings.threshold,
      amount: autoRechargeSettings.amount,
    })
    .from(autoRechargeSettings)
    .innerJoin(subscriptions, eq(subscriptions.workspaceUid, autoRechargeSettings.workspaceUid))
    .where(and(eq(autoRechargeSettings.workspaceUid, workspaceUid), inArray(subscriptions.status, [...LIVE_STATUSES])));
  if (!settings || !needsRecharge(settings, balanceAfter)) return;
  const [opened] = await db
    .insert(paymentOrders)
    .values({
      id: randomId(20),
      workspaceUid,
      kind: 'auto_recharge',
      status: 'pending',
      amountCents: toCents(settings.amount),
      currency: 'usd',
      credits: creditsForUsd(settings.amount),
    })
    .onConflictDoNothing()
    .returning({ id: paymentOrders.id });
  const orderId = opened?.id ?? (await claimStuckRecharge(deps.regions, region, workspaceUid));
  if (orderId) await deps.jobs.enqueue(region, AUTO_RECHARGE_QUEUE, { orderId });
}

/** The open recharge, when it has waited too long; one debit claims it by moving its clock. */
async function claimStuckRecharge(regions: Regions, region: Region, workspaceUid: string) {
  const [stuck] = await regions
    .db(region)
    .update(paymentOrders)
    .set({ createdAt: new Date() })
    .where(
      and(
        eq(paymentOrders.workspaceUid, workspaceUid),
        eq(paymentOrders.kind, 'auto_recharge'),
        eq(paymentOrders.status, 'pending'),
        lt(paymentOrders.createdAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
      ),
    )
    .returning({ id: paymentOrders.id });
  return stuck?.id;
}
