import { REGIONS, type Region } from '@agent-platform/core';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { startSweeps } from '../../platform/jobs/sweeps.js';
import { AUTO_RECHARGE_QUEUE } from './request-auto-recharge.js';
import { paymentOrders } from './schema.js';

/**
 * A recharge is opened before its job is queued: one open this long that never had a job lost it
 * (its process died in between), while a live process is never caught between the two.
 */
const UNQUEUED_AFTER_SECONDS = 20;
/** How often a process looks for such recharges. */
const LOOK_EVERY_MS = 15_000;

/**
 * Queues the recharges a killed process opened but never queued: until they settle, no other
 * recharge opens for their workspace (one open at a time). A recharge whose job ran and spent its
 * retries is not one of them: the next debit sends it again after a while (`requestAutoRecharge`).
 * Each is claimed by a conditional update, so two processes never both queue one. The charge's
 * idempotency key is the recharge's id, so even then the card is charged once.
 */
export async function requeueLostRecharges(deps: { regions: Regions; jobs: Jobs }, region: Region) {
  const db = deps.regions.db(region);
  // The jobs first, then the rows: a recharge queued in between is too recent to be taken as lost.
  const queued = await deps.jobs.jobKeys(region, AUTO_RECHARGE_QUEUE, 'orderId', 'all');
  const lost = and(
    eq(paymentOrders.kind, 'auto_recharge'),
    eq(paymentOrders.status, 'pending'),
    lt(paymentOrders.createdAt, new Date(Date.now() - UNQUEUED_AFTER_SECONDS * 1000)),
  );
  const open = await db.select({ id: paymentOrders.id }).from(paymentOrders).where(lost);
  let requeued = 0;
  for (const order of open.filter((o) => !queued.has(o.id))) {
    // Moved on as it is claimed: another process's look finds it too recent.
    const [claimed] = await db
      .update(paymentOrders)
      .set({ createdAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), lost))
      .returning({ id: paymentOrders.id });
    if (!claimed) continue;
    await deps.jobs.enqueue(region, AUTO_RECHARGE_QUEUE, { orderId: order.id });
    requeued++;
  }
  return requeued;
}

/** Looks at start (a restart after a crash finds its own leftovers) and then every little while. */
export function startLostRechargeSweeps(deps: { regions: Regions; jobs: Jobs; log: FastifyBaseLogger }) {
  return startSweeps(deps.log, 'Queuing lost recharges', LOOK_EVERY_MS, async () => {
    for (const region of REGIONS) {
      const count = await requeueLostRecharges(deps, region);
      if (count > 0) deps.log.info({ region, count }, 'automatic recharges left without a job were queued');
    }
  });
}
