import { ORG_OUT_OF_CREDITS_MESSAGE, type Region, roundCredits } from '@agent-platform/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Regions, Tx } from '../../platform/db/regions.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { AppError } from '../../platform/errors.js';
import { OUT_OF_CREDITS_MESSAGE } from './charge-credits.js';
import type { Payer } from './payer.js';

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
  /** Who pays for the answer (`payerOf`): an agent's usage may be an agency client organisation's. */
  payer: Payer = { kind: 'workspace' },
): Promise<CreditReservation> {
  const db = regions.db(region);
  const orgId = payer.kind === 'org' ? payer.orgId : undefined;
  let deadline = Date.now() + MAX_WAIT_MS;
  let lastHeld: number | undefined;
  let waited = false;
  for (;;) {
    const attempt = await tryReserve(db, {
      workspaceUid,
      orgId,
      credits: roundCredits(credits),
      holder: regions.mark.id,
    });
    // While other answers keep settling (in any process) the wait is making progress: keep waiting.
    if ('held' in attempt && attempt.held !== lastHeld) {
      lastHeld = attempt.held;
      deadline = Date.now() + MAX_WAIT_MS;
    }
    const mustWait = !('reservation' in attempt) && attempt.held > 0 && Date.now() < deadline;
    if (mustWait) {
      await waitForSettlement(workspaceUid);
      waited = true;
      continue;
    }
    if (waited) wakeNext(workspaceUid);
    if ('reservation' in attempt) return attempt.reservation;
    throw new AppError('OUT_OF_CREDITS', orgId ? ORG_OUT_OF_CREDITS_MESSAGE : OUT_OF_CREDITS_MESSAGE);
  }
}

/**
 * One statement: the payer's row holds `credits` more when its balance not yet held covers them
 * (or, when nothing else is held, what is left of it), and the reservation row is kept with what
 * was held. A conditional update rather than a lock and a sum: concurrent reservations of one
 * payer queue only on the row update, which PostgreSQL checks again against the row as the one
 * before it left it, so together they can never hold more than the balance.
 */
async function tryReserve(
  db: Db,
  { workspaceUid, orgId, credits, holder }: { workspaceUid: string; orgId?: string; credits: number; holder: number },
): Promise<{ reservation: CreditReservation } | { held: number }> {
  const expiresAt = new Date(Date.now() + RESERVATION_TTL_MS).toISOString();
  const payer = orgId
    ? { table: sql`orgs`, balance: sql`credits`, key: sql`id = ${orgId} AND workspace_uid = ${workspaceUid}` }
    : { table: sql`workspaces`, balance: sql`load_tokens`, key: sql`uid = ${workspaceUid}` };
  const free = sql`(${payer.balance} - held_credits)`;
  const [row] = rowsOf(
    await db.execute(sql`
      WITH hold AS (
        UPDATE ${payer.table} SET held_credits = held_credits + least(${credits}::numeric, ${free})
        WHERE ${payer.key} AND ${free} > 0 AND (${free} >= ${credits}::numeric OR held_credits = 0)
        -- The new held_credits is what was held before plus this hold, or all of a balance nothing else held.
        RETURNING least(${credits}::numeric, held_credits) AS credits
      ), kept AS (
        INSERT INTO credit_reservations (workspace_uid, org_id, credits, expires_at, holder)
        SELECT ${workspaceUid}, ${orgId ?? null}, credits, ${expiresAt}, ${holder} FROM hold
        RETURNING id, credits
      )
      SELECT kept.id, kept.credits, (SELECT held_credits FROM ${payer.table} WHERE ${payer.key}) AS held
      FROM (SELECT 1) AS one LEFT JOIN kept ON true`),
  );
  if (row?.id != null) {
    const reservation = { id: Number(row.id), workspaceUid, ...(orgId ? { orgId } : {}), credits: Number(row.credits) };
    return { reservation };
  }
  if (row?.held == null) throw new AppError('NOT_FOUND', 'Workspace not found.');
  return { held: Number(row.held) };
}

/**
 * Ends a reservation inside the transaction that charges its answer (or without a charge, when
 * the answer failed). Waiters are woken by `settled` once that transaction has committed.
 */
export async function endReservation(db: Db | Tx, reservation: { id: number }): Promise<void> {
  await dropReservations(db, sql`id = ${reservation.id}`);
}

/**
 * Deletes the reservations `which` picks (a condition on `credit_reservations`) and gives back
 * what they held, in one statement: each payer's held credits go down by the sum of its deleted
 * rows. A reservation already gone gives back nothing, so ending one twice is harmless. Returns
 * how many went.
 */
export async function dropReservations(db: Db | Tx, which: SQL): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      WITH gone AS (
        DELETE FROM credit_reservations WHERE ${which} RETURNING workspace_uid, org_id, credits
      ), workspaces_freed AS (
        UPDATE workspaces SET held_credits = workspaces.held_credits - freed.credits
        FROM (SELECT workspace_uid, sum(credits) AS credits FROM gone WHERE org_id IS NULL GROUP BY workspace_uid) freed
        WHERE workspaces.uid = freed.workspace_uid
      ), orgs_freed AS (
        UPDATE orgs SET held_credits = orgs.held_credits - freed.credits
        FROM (SELECT org_id, sum(credits) AS credits FROM gone WHERE org_id IS NOT NULL GROUP BY org_id) freed
        WHERE orgs.id = freed.org_id
      )
      SELECT count(*)::int AS dropped FROM gone`),
  );
  return Number(row?.dropped ?? 0);
}

/** Releases a reservation whose answer will not be charged (it failed, or was already answered). */
export async function releaseReservation(
  regions: Regions,
  region: Region,
  reservation: CreditReservation,
): Promise<void> {
  await endReservation(regions.db(region), reservation);
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
