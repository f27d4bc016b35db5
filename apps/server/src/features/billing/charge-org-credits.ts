import { ORG_OUT_OF_CREDITS_MESSAGE, roundCredits } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { orgCreditLedger, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type Charge, type ChargeResult, settledReservation } from './charge-credits.js';
import { endReservation } from './reserve-credits.js';

/**
 * Takes an agent's usage from the organisation that pays for it, with one row in the organisation's
 * credit log, under the same rules as a workspace charge: the balance moves only when it covers the
 * charge (or up to what it holds), a repeated idempotency key charges nothing. The caller holds the
 * workspace's row lock and has checked the key against the workspace's log; the org row is locked
 * after it, in the order transfers take them.
 */
export async function chargeOrgInTransaction(tx: Tx, charge: Charge, orgId: string): Promise<ChargeResult> {
  const [org] = await tx
    .select({ balance: orgs.credits })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, charge.workspaceUid)))
    .for('update');
  const balance = org?.balance ?? 0;
  const credits = roundCredits(charge.upToBalance ? Math.min(charge.credits, Math.max(0, balance)) : charge.credits);
  if (!org || balance < credits) {
    const [earlier] = await tx
      .select({ id: orgCreditLedger.id })
      .from(orgCreditLedger)
      .where(eq(orgCreditLedger.idempotencyKey, charge.idempotencyKey));
    if (!earlier) throw new AppError('OUT_OF_CREDITS', ORG_OUT_OF_CREDITS_MESSAGE);
    if (charge.settles) await endReservation(tx, charge.settles);
    return { charged: false, reason: 'already-charged' };
  }
  const balanceAfter = roundCredits(balance - credits);
  const logged = tx.$with('logged').as(
    tx
      .insert(orgCreditLedger)
      .values({
        orgId,
        workspaceUid: charge.workspaceUid,
        delta: -credits,
        balanceAfter,
        reason: charge.reason,
        idempotencyKey: charge.idempotencyKey,
        causedBy: charge.causedBy,
        agentId: charge.agentId,
        featureKey: charge.featureKey,
        logMessage: charge.logMessage,
      })
      .onConflictDoNothing({ target: orgCreditLedger.idempotencyKey })
      .returning({ id: orgCreditLedger.id }),
  );
  const settled = charge.settles && tx.$with('settled').as(settledReservation(tx, charge.settles.id, orgId));
  const isNew = sql`exists (select 1 from ${logged})`;
  const [moved] = await tx
    .with(logged, ...(settled ? [settled] : []))
    .update(orgs)
    .set({
      credits: sql`${orgs.credits} - (case when ${isNew} then ${credits}::numeric else 0 end)`,
      ...(settled ? { heldCredits: sql`${orgs.heldCredits} - coalesce((select credits from ${settled}), 0)` } : {}),
    })
    .where(eq(orgs.id, orgId))
    .returning({ balance: orgs.credits, charged: sql<boolean>`${isNew}` });
  if (!moved?.charged) return { charged: false, reason: 'already-charged' };
  return { charged: true, credits, balanceBefore: balance, balanceAfter: moved.balance, orgId };
}
