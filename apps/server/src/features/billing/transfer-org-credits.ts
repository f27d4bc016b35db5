import {
  CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE,
  CREDIT_TRANSFER_NOT_FOUND_MESSAGE,
  CREDIT_TRANSFER_ORG_SHORT_MESSAGE,
  CREDIT_TRANSFER_WORKSPACE_SHORT_MESSAGE,
  type CreditTransferDirection,
  type OrgCreditTransfer,
  type Region,
  roundCredits,
} from '@agent-platform/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { creditLedger, orgCreditLedger, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { reservedCredits, reservedOrgCredits } from './transfer-credits.js';
import { lockBalance, writeLedgerEntry } from './write-ledger-entry.js';

export interface OrgTransfer {
  workspaceUid: string;
  orgId: string;
  direction: CreditTransferDirection;
  /** Credits to move; positive. */
  credits: number;
  /** The same key moves credits once; scoped to the workspace and org, so no tenant meets another's. */
  idempotencyKey: string;
}

/**
 * Moves credits between the workspace's balance and one of its agency's organisations (spec 002
 * §5.10) in one transaction, with a credit log row on each side. The workspace row is locked before
 * the org row, always, so transfers either way between them wait instead of deadlocking. Only
 * credits not reserved by answers still streaming may leave the workspace.
 */
export async function transferOrgCredits(regions: Regions, region: Region, transfer: OrgTransfer) {
  if (!(Number.isFinite(transfer.credits) && transfer.credits > 0))
    throw new AppError('VALIDATION_FAILED', CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE);
  return regions.db(region).transaction((tx) => transferInTransaction(tx, transfer));
}

/**
 * Gives an organisation's whole balance back to its workspace, in the caller's transaction, before
 * the organisation is deleted: credits are never lost with it. Both rows stay locked until the
 * transaction ends; an org of another workspace is not found.
 */
export async function returnOrgCredits(tx: Tx, workspaceUid: string, orgId: string, orgNotFoundMessage: string) {
  const [workspaceBalance, org] = await lockBoth(tx, workspaceUid, orgId, orgNotFoundMessage);
  if (org.credits <= 0) return;
  await moveCredits(tx, {
    workspaceUid,
    orgId,
    direction: 'toWorkspace',
    credits: org.credits,
    keys: keysOf(workspaceUid, orgId, `return-${randomId(16)}`),
    workspaceBalance,
    orgBalance: org.credits,
    reason: 'org-deleted',
  });
}

async function transferInTransaction(tx: Tx, transfer: OrgTransfer): Promise<OrgCreditTransfer> {
  const { workspaceUid, orgId, direction } = transfer;
  const credits = roundCredits(transfer.credits);
  const keys = keysOf(workspaceUid, orgId, transfer.idempotencyKey);
  const [workspaceBalance, org] = await lockBoth(tx, workspaceUid, orgId);

  const earlier = await earlierTransfer(tx, keys);
  if (earlier) return earlier;

  if (direction === 'toOrg') {
    if (roundCredits(workspaceBalance - (await reservedCredits(tx, workspaceUid))) < credits)
      throw new AppError('OUT_OF_CREDITS', CREDIT_TRANSFER_WORKSPACE_SHORT_MESSAGE);
  } else if (roundCredits(org.credits - (await reservedOrgCredits(tx, orgId))) < credits)
    throw new AppError('OUT_OF_CREDITS', CREDIT_TRANSFER_ORG_SHORT_MESSAGE);

  return moveCredits(tx, {
    workspaceUid,
    orgId,
    direction,
    credits,
    keys,
    workspaceBalance,
    orgBalance: org.credits,
    reason: 'org-credit-transfer',
  });
}

interface Keys {
  workspace: string;
  org: string;
}

const keysOf = (workspaceUid: string, orgId: string, key: string): Keys => ({
  workspace: `org-transfer:${workspaceUid}:${orgId}:${key}:workspace`,
  org: `org-transfer:${workspaceUid}:${orgId}:${key}:org`,
});

/** The workspace row, then the organisation's: one order for every caller. */
async function lockBoth(
  tx: Tx,
  workspaceUid: string,
  orgId: string,
  orgNotFoundMessage = CREDIT_TRANSFER_NOT_FOUND_MESSAGE,
) {
  const workspaceBalance = await lockBalance(tx, workspaceUid, CREDIT_TRANSFER_NOT_FOUND_MESSAGE);
  const [org] = await tx
    .select({ credits: orgs.credits })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, workspaceUid), ne(orgs.id, workspaceUid)))
    .for('update');
  if (!org) throw new AppError('NOT_FOUND', orgNotFoundMessage);
  return [workspaceBalance, org] as const;
}

interface Move {
  workspaceUid: string;
  orgId: string;
  direction: CreditTransferDirection;
  credits: number;
  keys: Keys;
  workspaceBalance: number;
  orgBalance: number;
  reason: string;
}

async function moveCredits(tx: Tx, move: Move): Promise<OrgCreditTransfer> {
  const toOrg = move.direction === 'toOrg';
  const workspaceDelta = toOrg ? -move.credits : move.credits;
  const workspaceCredits = await writeLedgerEntry(tx, {
    workspaceUid: move.workspaceUid,
    delta: workspaceDelta,
    balanceAfter: roundCredits(move.workspaceBalance + workspaceDelta),
    reason: move.reason,
    idempotencyKey: move.keys.workspace,
    logMessage: toOrg
      ? `Credits transferred to organization ${move.orgId}`
      : `Credits transferred from organization ${move.orgId}`,
  });
  const orgCredits = roundCredits(move.orgBalance - workspaceDelta);
  const [logged] = await tx
    .insert(orgCreditLedger)
    .values({
      orgId: move.orgId,
      workspaceUid: move.workspaceUid,
      delta: -workspaceDelta,
      balanceAfter: orgCredits,
      reason: move.reason,
      idempotencyKey: move.keys.org,
      logMessage: toOrg ? 'Credits transferred from the workspace' : 'Credits transferred to the workspace',
    })
    .onConflictDoNothing({ target: orgCreditLedger.idempotencyKey })
    .returning({ id: orgCreditLedger.id });
  // Both keys were free a moment ago under both locks; a key taken since means another transfer reused it.
  if (workspaceCredits === undefined || !logged)
    throw new Error(`org transfer ${move.keys.org} was logged by another transaction`);
  await tx
    .update(orgs)
    .set({ credits: sql`${orgs.credits} - ${workspaceDelta}` })
    .where(eq(orgs.id, move.orgId));
  return { credits: move.credits, workspaceCredits, orgCredits };
}

/** A repeated key answers the first transfer's outcome. */
async function earlierTransfer(tx: Tx, keys: Keys): Promise<OrgCreditTransfer | undefined> {
  const [workspaceSide] = await tx
    .select({ delta: creditLedger.delta, balanceAfter: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(inArray(creditLedger.idempotencyKey, [keys.workspace]));
  if (!workspaceSide) return undefined;
  const [orgSide] = await tx
    .select({ balanceAfter: orgCreditLedger.balanceAfter })
    .from(orgCreditLedger)
    .where(eq(orgCreditLedger.idempotencyKey, keys.org));
  if (!orgSide) throw new Error(`org transfer ${keys.org} has only its workspace side logged`);
  return {
    credits: Math.abs(workspaceSide.delta),
    workspaceCredits: workspaceSide.balanceAfter,
    orgCredits: orgSide.balanceAfter,
  };
}
