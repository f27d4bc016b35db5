import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, workspaceWithBalance } from '../../../test/app.js';
import { creditLedger, creditReservations, workspaces } from '../../platform/db/schema/index.js';
import { type Charge, chargeCredits } from './charge-credits.js';
import { reserveCredits } from './reserve-credits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const balanceOf = async (uid: string) =>
  (await app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens;
const reservationsOf = (uid: string) =>
  app.regions.db('na').select().from(creditReservations).where(eq(creditReservations.workspaceUid, uid));
const ledgerOf = (uid: string) =>
  app.regions.db('na').select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid));

const reply = (workspaceUid: string, key: string, credits = 1): Charge => ({
  workspaceUid,
  credits,
  idempotencyKey: key,
  reason: 'agent-reply',
  causedBy: 'agent',
  agentId: 'agent0000000001',
  inputTokens: 120,
  outputTokens: 40,
  modelId: 'gpt-4o',
});

describe('charging credits', () => {
  it('takes the credits and writes one credit log row with the balance after', async () => {
    const uid = await workspaceWithBalance(app, 10);
    const result = await chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-1`, 2.5));
    expect(result).toEqual({ charged: true, credits: 2.5, balanceBefore: 10, balanceAfter: 7.5 });
    expect(await balanceOf(uid)).toBe(7.5);
    const rows = (await ledgerOf(uid)).filter((r) => r.reason === 'agent-reply');
    expect(rows).toEqual([
      expect.objectContaining({
        delta: -2.5,
        balanceAfter: 7.5,
        modelId: 'gpt-4o',
        inputTokens: 120,
        outputTokens: 40,
      }),
    ]);
  });

  it('charges the same idempotency key once', async () => {
    const uid = await workspaceWithBalance(app, 10);
    await chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-dup`));
    const again = await chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-dup`));
    expect(again).toEqual({ charged: false, reason: 'already-charged' });
    expect(await balanceOf(uid)).toBe(9);
  });

  it('refuses a charge the balance does not cover, and logs nothing for it', async () => {
    const uid = await workspaceWithBalance(app, 1);
    await expect(chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-big`, 2))).rejects.toMatchObject({
      code: 'OUT_OF_CREDITS',
    });
    expect(await balanceOf(uid)).toBe(1);
    expect((await ledgerOf(uid)).filter((r) => r.reason === 'agent-reply')).toEqual([]);
  });

  it('gives exactly 100 charges out of 200 parallel ones on a balance of 100, never going negative', async () => {
    const uid = await workspaceWithBalance(app, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-p${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(await balanceOf(uid)).toBe(0);
    const rows = (await ledgerOf(uid)).filter((r) => r.reason === 'agent-reply');
    expect(rows).toHaveLength(100);
    // Each charge logs the balance it left: every one from 99 down to 0, once.
    expect(rows.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('still answers already charged for a repeated key once the balance could not pay it again', async () => {
    const uid = await workspaceWithBalance(app, 1);
    await chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-last`));
    const again = await chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-last`));
    expect(again).toEqual({ charged: false, reason: 'already-charged' });
    expect(await balanceOf(uid)).toBe(0);
  });

  it('takes what the balance holds with upToBalance, and ends the reservation it settles', async () => {
    const uid = await workspaceWithBalance(app, 3);
    const reservation = await reserveCredits(app.regions, 'na', uid, 3);
    const result = await chargeCredits(app.regions, 'na', {
      ...reply(uid, `m-${uid}-up`, 5),
      upToBalance: true,
      settles: reservation,
    });
    expect(result).toEqual({ charged: true, credits: 3, balanceBefore: 3, balanceAfter: 0 });
    expect((await ledgerOf(uid)).filter((r) => r.reason === 'agent-reply')).toEqual([
      expect.objectContaining({ delta: -3, balanceAfter: 0 }),
    ]);
    expect(await reservationsOf(uid)).toEqual([]);
  });

  it('ends the reservation it settles when the same key was charged before', async () => {
    const uid = await workspaceWithBalance(app, 5);
    await chargeCredits(app.regions, 'na', reply(uid, `m-${uid}-once`, 1));
    const reservation = await reserveCredits(app.regions, 'na', uid, 1);
    const again = await chargeCredits(app.regions, 'na', { ...reply(uid, `m-${uid}-once`, 1), settles: reservation });
    expect(again).toEqual({ charged: false, reason: 'already-charged' });
    expect(await balanceOf(uid)).toBe(4);
    expect(await reservationsOf(uid)).toEqual([]);
  });
});
