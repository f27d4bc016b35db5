import { type Region, roundCredits } from '@agent-platform/core';
import { and, eq, lt } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { creditLedger } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { lockBalance, writeLedgerEntry } from './write-ledger-entry.js';

export interface Refund {
  workspaceUid: string;
  /** The idempotency key of the charge given back. */
  chargeKey: string;
  /** Credits to give back; the whole charge when left out. Never more than was charged. */
  credits?: number;
  logMessage?: string;
}

export interface RefundResult {
  credits: number;
  balanceAfter: number;
}

export const REFUND_TOO_LARGE_MESSAGE = 'A refund cannot give back more credits than were charged.';

/**
 * Gives back a charge, wholly or in part, with one credit log row. A charge is refunded once:
 * the refund's key is derived from the charge's, so a repeated refund adds nothing and answers
 * the first, and refunds of one charge can never add up to more than it took.
 */
export async function refundCredits(regions: Regions, region: Region, refund: Refund): Promise<RefundResult> {
  if (refund.credits !== undefined && !(refund.credits > 0))
    throw new Error(`a refund must be a positive number of credits, got ${refund.credits}`);
  const idempotencyKey = `refund:${refund.chargeKey}`;
  return regions.db(region).transaction(async (tx) => {
    const balance = await lockBalance(tx, refund.workspaceUid);
    const [charge] = await tx
      .select()
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.idempotencyKey, refund.chargeKey),
          eq(creditLedger.workspaceUid, refund.workspaceUid),
          lt(creditLedger.delta, 0),
        ),
      );
    if (!charge) throw new AppError('NOT_FOUND', 'Charge not found.');
    const [earlier] = await tx
      .select({ delta: creditLedger.delta, balanceAfter: creditLedger.balanceAfter })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, idempotencyKey));
    if (earlier) return { credits: earlier.delta, balanceAfter: earlier.balanceAfter };

    const charged = -charge.delta;
    const credits = roundCredits(refund.credits ?? charged);
    if (credits > charged) throw new AppError('VALIDATION_FAILED', REFUND_TOO_LARGE_MESSAGE);
    const balanceAfter = await writeLedgerEntry(tx, {
      workspaceUid: refund.workspaceUid,
      delta: credits,
      balanceAfter: roundCredits(balance + credits),
      reason: 'refund',
      idempotencyKey,
      // The refund names what it gives back, so the credit log and usage report can tell.
      causedBy: charge.causedBy,
      agentId: charge.agentId,
      featureKey: charge.featureKey,
      logMessage: refund.logMessage,
    });
    // Under the workspace's lock the refund's key was free a moment ago: it cannot be taken now.
    if (balanceAfter === undefined) throw new Error(`refund ${idempotencyKey} was logged by another transaction`);
    return { credits, balanceAfter };
  });
}
