import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { grantCredits } from './grant-credits.js';
import { paymentOrders } from './schema.js';

const REASONS = { credit_purchase: 'purchase', usd_top_up: 'top-up', auto_recharge: 'auto-recharge' } as const;

/**
 * Marks a paid order succeeded and adds the credits it bought, once: the order row is locked and
 * its grant keyed by the order's id, whichever path (answer, confirm, webhook) arrives first.
 */
export async function fulfilOrder(db: Db, orderId: string, paid: { amountCents: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), isNull(paymentOrders.fulfilledAt)))
      .for('update');
    if (!order) return;
    await tx
      .update(paymentOrders)
      .set({ status: 'succeeded', amountCents: paid.amountCents, fulfilledAt: new Date(), failureMessage: null })
      .where(eq(paymentOrders.id, orderId));
    if (order.kind === 'subscription' || !order.credits) return;
    await grantCredits(tx, {
      workspaceUid: order.workspaceUid,
      credits: order.credits,
      reason: REASONS[order.kind],
      idempotencyKey: `order:${order.id}`,
    });
  });
}

/** Records a refused payment on its order (never one already fulfilled). */
export async function failOrder(db: Db, orderId: string, failureMessage: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', failureMessage })
    .where(and(eq(paymentOrders.id, orderId), isNull(paymentOrders.fulfilledAt)));
}
