import { roundCredits } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { creditLedger } from '../../platform/db/schema/index.js';
import { lockBalance, writeLedgerEntry } from './write-ledger-entry.js';

export interface Grant {
  workspaceUid: string;
  /** Credits to add; positive. */
  credits: number;
  /** Why the credits were added, as the credit log shows it: 'starting-credits', 'purchase' ... */
  reason: string;
  /** The same key grants once (e.g. `starting-credits:<workspace>`, `purchase:<payment>`). */
  idempotencyKey: string;
  logMessage?: string;
}

export interface GrantResult {
  credits: number;
  balanceAfter: number;
}

/**
 * Adds credits to a workspace with one credit log row. `db` is a region's database, or the
 * caller's transaction when the grant must stand or fall with it (a new workspace and its
 * starting credits). A repeated idempotency key adds nothing and answers the first grant.
 */
export async function grantCredits(db: Db | Tx, grant: Grant): Promise<GrantResult> {
  if (!(grant.credits > 0)) throw new Error(`a grant must be a positive number of credits, got ${grant.credits}`);
  const credits = roundCredits(grant.credits);
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, grant.workspaceUid);
    const balanceAfter = await writeLedgerEntry(tx, {
      workspaceUid: grant.workspaceUid,
      delta: credits,
      balanceAfter: roundCredits(balance + credits),
      reason: grant.reason,
      idempotencyKey: grant.idempotencyKey,
      logMessage: grant.logMessage,
    });
    if (balanceAfter !== undefined) return { credits, balanceAfter };
    return earlierGrant(tx, grant, credits);
  });
}

async function earlierGrant(tx: Tx, grant: Grant, credits: number): Promise<GrantResult> {
  const [earlier] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, grant.idempotencyKey));
  // A key reused for another grant is a bug in the caller: answering the first would hide it.
  const same =
    earlier?.workspaceUid === grant.workspaceUid && earlier.reason === grant.reason && earlier.delta === credits;
  if (!earlier || !same) throw new Error(`idempotency key ${grant.idempotencyKey} was used for another credit entry`);
  return { credits: earlier.delta, balanceAfter: earlier.balanceAfter };
}
