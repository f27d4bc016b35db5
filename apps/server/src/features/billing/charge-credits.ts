import type { Region } from '@agent-platform/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

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
}

export type ChargeResult =
  | { charged: true; credits: number; balanceAfter: number }
  | { charged: false; reason: 'already-charged' };

export const OUT_OF_CREDITS_MESSAGE = 'This workspace has run out of credits. Please top up to continue.';

/**
 * Takes credits from a workspace with one credit log row, in one transaction. The balance only
 * moves when it covers the whole charge (a conditional UPDATE, so concurrent charges can never
 * take it below zero), and a repeated idempotency key charges nothing.
 */
export async function chargeCredits(regions: Regions, region: Region, charge: Charge): Promise<ChargeResult> {
  return regions.db(region).transaction((tx) => chargeInTransaction(tx, charge));
}

export async function chargeInTransaction(tx: Tx, charge: Charge): Promise<ChargeResult> {
  if (!(charge.credits >= 0))
    throw new Error(`a charge must be a non-negative number of credits, got ${charge.credits}`);
  const [logged] = await tx
    .insert(creditLedger)
    .values({
      workspaceUid: charge.workspaceUid,
      delta: -charge.credits,
      // Set below, once the balance has moved.
      balanceAfter: 0,
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
    .returning({ id: creditLedger.id });
  if (!logged) return { charged: false, reason: 'already-charged' };
  let credits = charge.credits;
  if (charge.upToBalance) {
    const [current] = await tx
      .select({ balance: workspaces.loadTokens })
      .from(workspaces)
      .where(eq(workspaces.uid, charge.workspaceUid))
      .for('update');
    credits = Math.min(credits, Math.max(0, current?.balance ?? 0));
  }
  const [workspace] = await tx
    .update(workspaces)
    .set({ loadTokens: sql`${workspaces.loadTokens} - ${credits}` })
    .where(and(eq(workspaces.uid, charge.workspaceUid), gte(workspaces.loadTokens, credits)))
    .returning({ balance: workspaces.loadTokens });
  // Throwing rolls the log row back with it.
  if (!workspace) throw new AppError('OUT_OF_CREDITS', OUT_OF_CREDITS_MESSAGE);
  await tx
    .update(creditLedger)
    .set({ balanceAfter: workspace.balance, delta: -credits })
    .where(eq(creditLedger.id, logged.id));
  return { charged: true, credits, balanceAfter: workspace.balance };
}
