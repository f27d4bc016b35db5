import { ORG_OUT_OF_CREDITS_MESSAGE, type Region, roundCredits } from '@agent-platform/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { creditReservations, orgs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { OUT_OF_CREDITS_MESSAGE } from './charge-credits.js';
import { payerOf } from './payer.js';

/** Long enough for the slowest answer (several model calls and tools of 10 s each). */
const RESERVATION_TTL_MS = 5 * 60_000;
/** How long a message may wait while no other answer settles before it is refused. */
const MAX_WAIT_MS = 60_000;
/** Other processes' settlements are seen by polling about this often; this process's wake a waiter at once. */
const POLL_MS = 1000;

export interface CreditReservation {
  id: number;
  workspaceUid: string;
  /** The agency client organisation whose balance is held, when it pays for the agent. */
  orgId?: string;
  credits: number;
}

/**
 * Messages of this process waiting for credits, per workspace, first come first served. A
 * settlement wakes the first; each one woken that gets its reservation (or learns that none is
 * coming) wakes the next, so one settlement never sends every waiter to the database at once.
 */
const waiters = new Map<string, (() => void)[]>();

/**
 * Sets aside the most an answer may cost before it streams, so that parallel answers can never
 * together spend more than the balance. When the balance not yet reserved cannot cover `credits`:
 * - other answers hold reservations: wait for them to settle (they usually give most back), then retry
 * - nothing else is reserved: reserve what is left, if anything; the answer is charged at most that
 * - the balance is empty: refuse with OUT_OF_CREDITS
 */
export async function reserveCredits(
  regions: Regions,
  region: Region,
  workspaceUid: string,
  credits: number,
  /** The agent whose answer it is: its usage may be an organisation's to pay (`payerOf`). */
  agentId?: string,
): Promise<CreditReservation> {
  let deadline = Date.now() + MAX_WAIT_MS;
  let lastHeld: number | undefined;
  let waited = false;
  for (;;) {
    const attempt = await regions
      .db(region)
      .transaction((tx) => tryReserve(tx, { workspaceUid, credits, agentId, holder: regions.mark.id }));
    // While other answers keep settling (in any process) the wait is making progress: keep waiting.
    if ('held' in attempt && attempt.held !== lastHeld) {
      lastHeld = attempt.held;
      deadline = Date.now() + MAX_WAIT_MS;
    }
    const mustWait = !('reservation' in attempt) && attempt.othersHold && Date.now() < deadline;
    if (mustWait) {
      await waitForSettlement(workspaceUid);
      waited = true;
      continue;
    }
    if (waited) wakeNext(workspaceUid);
    if ('reservation' in attempt) return attempt.reservation;
    throw new AppError('OUT_OF_CREDITS', attempt.orgId ? ORG_OUT_OF_CREDITS_MESSAGE : OUT_OF_CREDITS_MESSAGE);
  }
}

async function tryReserve(
  tx: Tx,
  {
    workspaceUid,
    credits,
    agentId,
    holder,
  }: { workspaceUid: string; credits: number; agentId?: string; holder: number },
): Promise<{ reservation: CreditReservation } | { othersHold: boolean; held: number; orgId?: string }> {
  const payer = await payerOf(tx, workspaceUid, agentId);
  // The row lock orders reservations of one workspace, across processes too; an organisation's row after it.
  const [workspace] = await tx
    .select({ balance: workspaces.loadTokens })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid))
    .for('update');
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found.');
  const orgId = payer.kind === 'org' ? payer.orgId : undefined;
  let balance = workspace.balance;
  if (orgId) {
    const [org] = await tx.select({ credits: orgs.credits }).from(orgs).where(eq(orgs.id, orgId)).for('update');
    balance = org?.credits ?? 0;
  }
  const [held] = await tx
    .select({ credits: sql<string>`coalesce(sum(${creditReservations.credits}), 0)` })
    .from(creditReservations)
    .where(
      and(
        eq(creditReservations.workspaceUid, workspaceUid),
        orgId ? eq(creditReservations.orgId, orgId) : isNull(creditReservations.orgId),
        gt(creditReservations.expiresAt, sql`now()`),
      ),
    );
  const reserved = Number(held?.credits ?? 0);
  const free = roundCredits(balance - reserved);
  let amount = credits;
  if (free < credits) {
    if (reserved > 0) return { othersHold: true, held: reserved, ...(orgId ? { orgId } : {}) };
    if (free <= 0) return { othersHold: false, held: reserved, ...(orgId ? { orgId } : {}) };
    amount = free;
  }
  const [row] = await tx
    .insert(creditReservations)
    .values({ workspaceUid, orgId, credits: amount, expiresAt: new Date(Date.now() + RESERVATION_TTL_MS), holder })
    .returning({ id: creditReservations.id });
  if (!row) throw new Error('the reservation was not stored');
  return { reservation: { id: row.id, workspaceUid, ...(orgId ? { orgId } : {}), credits: amount } };
}

/**
 * Ends a reservation inside the transaction that charges its answer (or without a charge, when
 * the answer failed). Waiters are woken by `settled` once that transaction has committed.
 */
export async function endReservation(tx: Tx, reservation: CreditReservation): Promise<void> {
  await tx.delete(creditReservations).where(eq(creditReservations.id, reservation.id));
}

/** Releases a reservation whose answer will not be charged (it failed, or was already answered). */
export async function releaseReservation(
  regions: Regions,
  region: Region,
  reservation: CreditReservation,
): Promise<void> {
  await regions.db(region).transaction((tx) => endReservation(tx, reservation));
  settled(reservation);
}

/** A reservation of this process ended: the next message waiting for credits may try again. */
export function settled(reservation: CreditReservation): void {
  wakeNext(reservation.workspaceUid);
}

function wakeNext(workspaceUid: string): void {
  const queue = waiters.get(workspaceUid);
  const next = queue?.shift();
  if (queue?.length === 0) waiters.delete(workspaceUid);
  next?.();
}

function waitForSettlement(workspaceUid: string): Promise<void> {
  return new Promise((resolve) => {
    const queue = waiters.get(workspaceUid) ?? [];
    waiters.set(workspaceUid, queue);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    // Settlements in other processes wake nobody here: look again now and then, at spread-out times.
    const timer = setTimeout(
      () => {
        const queued = waiters.get(workspaceUid);
        const index = queued?.indexOf(wake) ?? -1;
        if (index >= 0) queued?.splice(index, 1);
        resolve();
      },
      POLL_MS * (0.5 + Math.random()),
    );
    queue.push(wake);
  });
}

/** The ledger's precision: a thousandth of a credit. */
