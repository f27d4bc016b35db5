import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE, workspaceWithBalance } from '../../../test/app.js';
import { creditReservations, workspaces } from '../../platform/db/schema/index.js';
import { chargeInTransaction } from './charge-credits.js';
import { releaseGoneReservations } from './release-gone-reservations.js';
import { endReservation, releaseReservation, reserveCredits, settled } from './reserve-credits.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The workspace's held credits beside the sum of its reservation rows: the two are always equal. */
async function heldBeside(uid: string) {
  const db = app.regions.db('na');
  const [workspace] = await db.select({ held: workspaces.heldCredits }).from(workspaces).where(eq(workspaces.uid, uid));
  const [rows] = await db
    .select({ credits: sql<string>`coalesce(sum(${creditReservations.credits}), 0)` })
    .from(creditReservations)
    .where(and(eq(creditReservations.workspaceUid, uid), isNull(creditReservations.orgId)));
  return { held: Number(workspace?.held), rows: Number(rows?.credits) };
}

describe('credit reservations', () => {
  it('reserves from the balance others have not reserved, and refuses an empty balance', async () => {
    const uid = await workspaceWithBalance(app, 10);
    const first = await reserveCredits(app.regions, 'na', uid, 6);
    expect(first.credits).toBe(6);
    await releaseReservation(app.regions, 'na', first);
    // Nothing else held: what is left is reserved, however little.
    const rest = await reserveCredits(app.regions, 'na', uid, 25);
    expect(rest.credits).toBe(10);
    await releaseReservation(app.regions, 'na', rest);

    await app.regions.db('na').update(workspaces).set({ loadTokens: 0 }).where(eq(workspaces.uid, uid));
    await expect(reserveCredits(app.regions, 'na', uid, 1)).rejects.toMatchObject({ code: 'OUT_OF_CREDITS' });
  });

  it('waits for another answer to settle rather than refusing, then reserves what it gave back', async () => {
    const uid = await workspaceWithBalance(app, 10);
    const held = await reserveCredits(app.regions, 'na', uid, 8);
    const waiting = reserveCredits(app.regions, 'na', uid, 5);
    let done = false;
    void waiting.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    // The held answer cost 3 of its 8: 7 are left, enough for the waiting one.
    await app.regions.db('na').transaction(async (tx) => {
      await endReservation(tx, held);
      await chargeInTransaction(tx, {
        workspaceUid: uid,
        credits: 3,
        idempotencyKey: `test:${uid}`,
        reason: 'agent-reply',
        causedBy: 'agent',
        upToBalance: true,
      });
    });
    settled(held);
    const second = await waiting;
    expect(second.credits).toBe(5);
    expect(await heldBeside(uid)).toEqual({ held: 5, rows: 5 });
  });

  it('holds what its reservations hold beside the balance, and never more than the balance at once', async () => {
    const uid = await workspaceWithBalance(app, 10);
    const reservations = await Promise.all(Array.from({ length: 5 }, () => reserveCredits(app.regions, 'na', uid, 2)));
    expect(reservations.map((reservation) => reservation.credits)).toEqual([2, 2, 2, 2, 2]);
    expect(await heldBeside(uid)).toEqual({ held: 10, rows: 10 });
    await Promise.all(reservations.map((reservation) => releaseReservation(app.regions, 'na', reservation)));
    expect(await heldBeside(uid)).toEqual({ held: 0, rows: 0 });
  });

  it('lets go of a reservation past its time at the next sweep', async () => {
    const uid = await workspaceWithBalance(app, 4);
    const lost = await reserveCredits(app.regions, 'na', uid, 4);
    // A reservation its process lost track of, five minutes on.
    await app.regions
      .db('na')
      .update(creditReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditReservations.id, lost.id));
    expect(await releaseGoneReservations(app.regions)).toBeGreaterThanOrEqual(1);
    expect(await heldBeside(uid)).toEqual({ held: 0, rows: 0 });
    expect((await reserveCredits(app.regions, 'na', uid, 3)).credits).toBe(3);
  });

  it("lets go of a reservation whose process is gone, and keeps this process's own", async () => {
    const uid = await workspaceWithBalance(app, 10);
    const own = await reserveCredits(app.regions, 'na', uid, 4);
    // What a process that was killed mid-answer leaves behind: its mark is no running process's.
    const left = await reserveCredits(app.regions, 'na', uid, 6);
    await app.regions
      .db('na')
      .update(creditReservations)
      .set({ holder: app.regions.mark.id + 1 })
      .where(eq(creditReservations.id, left.id));
    await releaseGoneReservations(app.regions);
    const rows = await app.regions
      .db('na')
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.workspaceUid, uid));
    expect(rows.map((row) => row.id)).toEqual([own.id]);
    expect(await heldBeside(uid)).toEqual({ held: 4, rows: 4 });
    await releaseReservation(app.regions, 'na', own);
  });

  it.skipIf(TEST_DATABASE !== 'postgres')(
    "keeps another running process's reservation, and lets it go once that process has stopped",
    async () => {
      const { na, eu } = app.config.databases.urls;
      const other = await createTestApp({ DATABASE_URL_NA: na as string, DATABASE_URL_EU: eu as string });
      const uid = await workspaceWithBalance(app, 10);
      const theirs = await reserveCredits(other.regions, 'na', uid, 3);
      await releaseGoneReservations(app.regions);
      const held = () =>
        app.regions.db('na').select().from(creditReservations).where(eq(creditReservations.workspaceUid, uid));
      expect((await held()).map((row) => row.id)).toEqual([theirs.id]);
      await other.close();
      await releaseGoneReservations(app.regions);
      expect(await held()).toEqual([]);
    },
  );
});
