import { type Region, roundCredits } from '@agent-platform/core';
import { eq, inArray } from 'drizzle-orm';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { creditLedger, orgs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { lockBalance, writeLedgerEntry } from './write-ledger-entry.js';

export interface Transfer {
  fromWorkspaceUid: string;
  toWorkspaceUid: string;
  /** Credits to move; positive. */
  credits: number;
  /** The same key transfers once. */
  idempotencyKey: string;
}

export interface TransferResult {
  credits: number;
  fromBalanceAfter: number;
  toBalanceAfter: number;
}

interface TransferKeys {
  out: string;
  in: string;
}

// The product's words (spec 002 §5.10 and the transfer notices).
export const TRANSFER_AMOUNT_INVALID_MESSAGE = 'Please enter a valid amount to transfer.';
export const TRANSFER_NOT_ENOUGH_CREDITS_MESSAGE = 'Not enough credits in workspace.';
export const TRANSFER_WORKSPACE_NOT_FOUND_MESSAGE = 'Workspace not found. Please refresh and try again.';
export const TRANSFER_SAME_WORKSPACE_MESSAGE = 'Choose another workspace to transfer credits to.';

/**
 * Moves credits from one workspace's balance to another's in one transaction, with a credit log
 * row on each side. Only credits not reserved by answers still streaming may move. A repeated
 * idempotency key moves nothing and answers the first transfer.
 */
export async function transferCredits(regions: Regions, region: Region, transfer: Transfer): Promise<TransferResult> {
  const { fromWorkspaceUid: from, toWorkspaceUid: to } = transfer;
  if (!(Number.isFinite(transfer.credits) && transfer.credits > 0))
    throw new AppError('VALIDATION_FAILED', TRANSFER_AMOUNT_INVALID_MESSAGE);
  if (from === to) throw new AppError('VALIDATION_FAILED', TRANSFER_SAME_WORKSPACE_MESSAGE);
  const credits = roundCredits(transfer.credits);
  const keys: TransferKeys = { out: `${transfer.idempotencyKey}:out`, in: `${transfer.idempotencyKey}:in` };

  return regions.db(region).transaction(async (tx) => {
    // Both rows locked in one order (by uid) whichever way the credits go, so two opposite
    // transfers between the same workspaces wait for each other instead of deadlocking.
    const balances = new Map<string, number>();
    for (const uid of [from, to].sort())
      balances.set(uid, await lockBalance(tx, uid, TRANSFER_WORKSPACE_NOT_FOUND_MESSAGE));

    const earlier = await earlierTransfer(tx, transfer, keys);
    if (earlier) return earlier;

    const fromBalance = balances.get(from) ?? 0;
    const toBalance = balances.get(to) ?? 0;
    if (roundCredits(fromBalance - (await reservedCredits(tx, from))) < credits)
      throw new AppError('OUT_OF_CREDITS', TRANSFER_NOT_ENOUGH_CREDITS_MESSAGE);

    const fromBalanceAfter = await writeLedgerEntry(tx, {
      workspaceUid: from,
      delta: -credits,
      balanceAfter: roundCredits(fromBalance - credits),
      reason: 'credit-transfer',
      idempotencyKey: keys.out,
      logMessage: `Credits transferred to workspace ${to}`,
    });
    const toBalanceAfter = await writeLedgerEntry(tx, {
      workspaceUid: to,
      delta: credits,
      balanceAfter: roundCredits(toBalance + credits),
      reason: 'credit-transfer',
      idempotencyKey: keys.in,
      logMessage: `Credits transferred from workspace ${from}`,
    });
    // Both keys were free a moment ago under both locks; a key taken since means another transfer reused it.
    if (fromBalanceAfter === undefined || toBalanceAfter === undefined)
      throw new Error(`transfer ${transfer.idempotencyKey} was logged by another transaction`);
    return { credits, fromBalanceAfter, toBalanceAfter };
  });
}

async function earlierTransfer(tx: Tx, transfer: Transfer, keys: TransferKeys): Promise<TransferResult | undefined> {
  const rows = await tx
    .select()
    .from(creditLedger)
    .where(inArray(creditLedger.idempotencyKey, [keys.out, keys.in]));
  if (rows.length === 0) return undefined;
  const out = rows.find((r) => r.idempotencyKey === keys.out);
  const into = rows.find((r) => r.idempotencyKey === keys.in);
  // A key reused for another transfer is a bug in the caller: answering the first would hide it.
  if (out?.workspaceUid !== transfer.fromWorkspaceUid || into?.workspaceUid !== transfer.toWorkspaceUid)
    throw new Error(`idempotency key ${transfer.idempotencyKey} was used for another credit entry`);
  return { credits: into.delta, fromBalanceAfter: out.balanceAfter, toBalanceAfter: into.balanceAfter };
}

/** Credits set aside by answers still streaming: they are spoken for (see reserve-credits). */
export async function reservedCredits(tx: Tx, workspaceUid: string): Promise<number> {
  const [row] = await tx
    .select({ held: workspaces.heldCredits })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid));
  return row?.held ?? 0;
}

/** Credits of an organisation's balance held by its agents' answers still streaming. */
export async function reservedOrgCredits(tx: Tx, orgId: string): Promise<number> {
  const [row] = await tx.select({ held: orgs.heldCredits }).from(orgs).where(eq(orgs.id, orgId));
  return row?.held ?? 0;
}
