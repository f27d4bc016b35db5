import { ORG_OUT_OF_CREDITS_MESSAGE, roundCredits } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { creditReservations, orgCreditLedger, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Charge, ChargeResult } from './charge-credits.js';

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
  const endSettled = (settles: { id: number }) =>
    tx.delete(creditReservations).where(eq(creditReservations.id, settles.id));
  const balance = org?.balance ?? 0;
  const credits = roundCredits(charge.upToBalance ? Math.min(charge.credits, Math.max(0, balance)) : charge.credits);
  if (!org || balance < credits) {
    const [earlier] = await tx
      .select({ id: orgCreditLedger.id })
      .from(orgCreditLedger)
      .where(eq(orgCreditLedger.idempotencyKey, charge.idempotencyKey));
    if (!earlier) throw new AppError('OUT_OF_CREDITS', ORG_OUT_OF_CREDITS_MESSAGE);
    if (charge.settles) await endSettled(charge.settles);
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
  const settled =
    charge.settles && tx.$with('settled').as(endSettled(charge.settles).returning({ id: creditReservations.id }));
  const [moved] = await tx
    .with(logged, ...(settled ? [settled] : []))
    .update(orgs)
    .set({ credits: sql`${orgs.credits} - ${credits}` })
    .where(and(eq(orgs.id, orgId), sql`exists (select 1 from ${logged})`))
    .returning({ balance: orgs.credits });
  if (!moved) return { charged: false, reason: 'already-charged' };
  return { charged: true, credits, balanceBefore: balance, balanceAfter: moved.balance, orgId };
}
