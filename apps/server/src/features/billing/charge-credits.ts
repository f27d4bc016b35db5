import { type Region, roundCredits } from '@agent-platform/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { creditLedger, creditReservations, orgCreditLedger, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { chargeOrgInTransaction } from './charge-org-credits.js';
import { type Payer, payerOf } from './payer.js';
import { endReservation } from './reserve-credits.js';

export interface Charge {
  workspaceUid: string;
  /** Credits to take; positive. */
  credits: number;
  /** The same key charges once (e.g. `reply:<messageId>`). */
  idempotencyKey: string;
  reason: string;
  causedBy: 'agent' | 'feature';
  agentId?: string;
  featureKey?: string;
  logMessage?: string;
  inputTokens?: number;
  outputTokens?: number;
  modelId?: string;
  /**
   * Take what the balance holds when it cannot cover the whole charge, rather than refusing: for
   * an answer already given against a reservation, whose price is only known afterwards.
   */
  upToBalance?: boolean;
  /**
   * The reservation this charge settles: it ends with the charge, in the same statement, and its
   * payer (an organisation's, or else the workspace's) is the charge's.
   */
  settles?: { id: number; orgId?: string };
}

export type ChargeResult =
  /** `orgId`: the agency client organisation that paid, whose balance these are; absent when the workspace paid. */
  | { charged: true; credits: number; balanceBefore: number; balanceAfter: number; orgId?: string }
  | { charged: false; reason: 'already-charged' };

export const OUT_OF_CREDITS_MESSAGE = 'This workspace has run out of credits. Please top up to continue.';

/**
 * Takes credits from a workspace with one credit log row, in one transaction. The balance only
 * moves when it covers the whole charge, so concurrent charges can never take it below zero, and
 * a repeated idempotency key charges nothing. The caller passes the result to `tellIfCreditsLow`
 * (as callers of `chargeInTransaction` do once their transaction committed).
 */
export async function chargeCredits(regions: Regions, region: Region, charge: Charge): Promise<ChargeResult> {
  return regions.db(region).transaction((tx) => chargeInTransaction(tx, charge));
}

/**
 * The workspace's row is locked first, so the balance read is the one the charge moves (charges
 * and reservations of one workspace take turns on that lock, across processes too). Then one
 * statement logs the charge and, only when the log row is new, moves the balance. An agent's
 * usage billed to an agency client organisation is taken from that organisation instead (the
 * one its reservation was taken from, when it settles one).
 */
export async function chargeInTransaction(tx: Tx, charge: Charge): Promise<ChargeResult> {
  if (!(charge.credits >= 0))
    throw new Error(`a charge must be a non-negative number of credits, got ${charge.credits}`);
  // The credits were set aside from the reservation's payer as the answer began.
  const payer: Payer = charge.settles
    ? charge.settles.orgId
      ? { kind: 'org', orgId: charge.settles.orgId }
      : { kind: 'workspace' }
    : await payerOf(tx, charge.workspaceUid, charge.agentId);
  const [workspace] = await tx
    .select({ balance: workspaces.loadTokens })
    .from(workspaces)
    .where(eq(workspaces.uid, charge.workspaceUid))
    .for('update');
  // A key charged before to the other payer (billing started or stopped between two tries) charges nothing more.
  if (await chargedToOtherPayer(tx, charge.idempotencyKey, payer.kind)) {
    if (charge.settles) await endReservation(tx, charge.settles);
    return { charged: false, reason: 'already-charged' };
  }
  if (payer.kind === 'org') return chargeOrgInTransaction(tx, charge, payer.orgId);
  const balance = workspace?.balance ?? 0;
  const credits = roundCredits(charge.upToBalance ? Math.min(charge.credits, Math.max(0, balance)) : charge.credits);
  if (!workspace || balance < credits) {
    // A charge made before is still 'already charged', whatever the balance is now.
    const [earlier] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, charge.idempotencyKey));
    if (!earlier) throw new AppError('OUT_OF_CREDITS', OUT_OF_CREDITS_MESSAGE);
    if (charge.settles) await endReservation(tx, charge.settles);
    return { charged: false, reason: 'already-charged' };
  }
  const balanceAfter = roundCredits(balance - credits);
  const logged = tx.$with('logged').as(
    tx
      .insert(creditLedger)
      .values({
        workspaceUid: charge.workspaceUid,
        delta: -credits,
        balanceAfter,
        reason: charge.reason,
        idempotencyKey: charge.idempotencyKey,
        causedBy: charge.causedBy,
        agentId: charge.agentId,
        featureKey: charge.featureKey,
        logMessage: charge.logMessage,
        inputTokens: charge.inputTokens,
        outputTokens: charge.outputTokens,
        modelId: charge.modelId,
      })
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id }),
  );
  const settled = charge.settles && tx.$with('settled').as(settledReservation(tx, charge.settles.id, undefined));
  const isNew = sql`exists (select 1 from ${logged})`;
  // The balance moves only when the log row is new; the settled reservation's hold goes either way.
  const [moved] = await tx
    .with(logged, ...(settled ? [settled] : []))
    .update(workspaces)
    .set({
      loadTokens: sql`${workspaces.loadTokens} - (case when ${isNew} then ${credits}::numeric else 0 end)`,
      ...(settled
        ? { heldCredits: sql`${workspaces.heldCredits} - coalesce((select credits from ${settled}), 0)` }
        : {}),
    })
    .where(eq(workspaces.uid, charge.workspaceUid))
    .returning({ balance: workspaces.loadTokens, charged: sql<boolean>`${isNew}` });
  // Nothing was logged: the same key charged before.
  if (!moved?.charged) return { charged: false, reason: 'already-charged' };
  return { charged: true, credits, balanceBefore: balance, balanceAfter: moved.balance };
}

/**
 * The statement ending the reservation a charge settles, for the charge's own statement, which
 * gives back what it held: it returns the credits held. `orgId` is the payer's, which the
 * reservation must be of.
 */
export function settledReservation(tx: Tx, id: number, orgId: string | undefined) {
  return tx
    .delete(creditReservations)
    .where(
      and(
        eq(creditReservations.id, id),
        orgId ? eq(creditReservations.orgId, orgId) : isNull(creditReservations.orgId),
      ),
    )
    .returning({ credits: creditReservations.credits });
}

async function chargedToOtherPayer(tx: Tx, idempotencyKey: string, payer: 'workspace' | 'org') {
  const ledger = payer === 'org' ? creditLedger : orgCreditLedger;
  const [earlier] = await tx
    .select({ id: ledger.id })
    .from(ledger)
    .where(eq(ledger.idempotencyKey, idempotencyKey))
    .limit(1);
  return earlier !== undefined;
}
