import { STARTING_CREDITS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { chargeCredits } from './charge-credits.js';
import { REFUND_TOO_LARGE_MESSAGE, refundCredits } from './refund-credits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const balanceOf = async (uid: string) =>
  (await app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens;
const refundsOf = async (uid: string) =>
  (await app.regions.db('na').select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid))).filter(
    (r) => r.reason === 'refund',
  );

/** A workspace with its starting credits and one charge of `credits` for an agent's reply. */
async function charged(credits: number) {
  const { workspace } = await signUpWithWorkspace(app);
  const chargeKey = `reply:${workspace.uid}`;
  await chargeCredits(app.regions, 'na', {
    workspaceUid: workspace.uid,
    credits,
    idempotencyKey: chargeKey,
    reason: 'agent-reply',
    causedBy: 'agent',
    agentId: 'agent0000000001',
  });
  return { uid: workspace.uid, chargeKey };
}

describe('refunding credits', () => {
  it('gives the whole charge back with one credit log row naming the agent charged', async () => {
    const { uid, chargeKey } = await charged(4.5);
    const result = await refundCredits(app.regions, 'na', { workspaceUid: uid, chargeKey });
    expect(result).toEqual({ credits: 4.5, balanceAfter: STARTING_CREDITS });
    expect(await balanceOf(uid)).toBe(STARTING_CREDITS);
    expect(await refundsOf(uid)).toEqual([
      expect.objectContaining({ delta: 4.5, balanceAfter: STARTING_CREDITS, agentId: 'agent0000000001' }),
    ]);
  });

  it('refunds a charge once: a repeated refund adds nothing and answers the first', async () => {
    const { uid, chargeKey } = await charged(10);
    const first = await refundCredits(app.regions, 'na', { workspaceUid: uid, chargeKey, credits: 4 });
    const again = await Promise.all([
      refundCredits(app.regions, 'na', { workspaceUid: uid, chargeKey, credits: 4 }),
      refundCredits(app.regions, 'na', { workspaceUid: uid, chargeKey, credits: 6 }),
      refundCredits(app.regions, 'na', { workspaceUid: uid, chargeKey }),
    ]);
    expect(again).toEqual([first, first, first]);
    expect(await balanceOf(uid)).toBe(STARTING_CREDITS - 10 + 4);
    expect(await refundsOf(uid)).toHaveLength(1);
  });

  it('never gives back more than was charged', async () => {
    const { uid, chargeKey } = await charged(3);
    await expect(
      refundCredits(app.regions, 'na', { workspaceUid: uid, chargeKey, credits: 3.001 }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: REFUND_TOO_LARGE_MESSAGE,
    });
    expect(await balanceOf(uid)).toBe(STARTING_CREDITS - 3);
    expect(await refundsOf(uid)).toEqual([]);
  });

  it("refunds only a charge of the workspace's own, and not a grant", async () => {
    const { chargeKey } = await charged(2);
    const other = (await signUpWithWorkspace(app)).workspace.uid;
    await expect(refundCredits(app.regions, 'na', { workspaceUid: other, chargeKey })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      refundCredits(app.regions, 'na', { workspaceUid: other, chargeKey: `starting-credits:${other}` }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await balanceOf(other)).toBe(STARTING_CREDITS);
  });
});
