import { STARTING_CREDITS } from '@agent-platform/core';
import { eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { reserveCredits } from './reserve-credits.js';
import { TRANSFER_NOT_ENOUGH_CREDITS_MESSAGE, transferCredits } from './transfer-credits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.regions.db('na');
const balanceOf = async (uid: string) =>
  (await db().select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens;
const ledgerSumOf = async (uid: string) =>
  Number(
    (
      await db()
        .select({ total: sum(creditLedger.delta) })
        .from(creditLedger)
        .where(eq(creditLedger.workspaceUid, uid))
    )[0]?.total,
  );
const newWorkspace = async () => (await signUpWithWorkspace(app)).workspace.uid;

describe('transferring credits', () => {
  it('moves credits between two balances with a credit log row on each side', async () => {
    const [from, to] = [await newWorkspace(), await newWorkspace()];
    const result = await transferCredits(app.regions, 'na', {
      fromWorkspaceUid: from,
      toWorkspaceUid: to,
      credits: 250.5,
      idempotencyKey: `t-${from}`,
    });
    expect(result).toEqual({
      credits: 250.5,
      fromBalanceAfter: STARTING_CREDITS - 250.5,
      toBalanceAfter: STARTING_CREDITS + 250.5,
    });
    expect([await balanceOf(from), await balanceOf(to)]).toEqual([STARTING_CREDITS - 250.5, STARTING_CREDITS + 250.5]);
    expect([await ledgerSumOf(from), await ledgerSumOf(to)]).toEqual([await balanceOf(from), await balanceOf(to)]);
  });

  it('never overdraws under parallel transfers: the balance ends at exactly 0 and the ledger matches', async () => {
    const [from, to] = [await newWorkspace(), await newWorkspace()];
    const share = STARTING_CREDITS / 20;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        transferCredits(app.regions, 'na', {
          fromWorkspaceUid: from,
          toWorkspaceUid: to,
          credits: share,
          idempotencyKey: `u-${from}-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.map((r) => r.reason)).toEqual(
      Array(10).fill(expect.objectContaining({ code: 'OUT_OF_CREDITS', message: TRANSFER_NOT_ENOUGH_CREDITS_MESSAGE })),
    );
    expect(await balanceOf(from)).toBe(0);
    expect(await balanceOf(to)).toBe(2 * STARTING_CREDITS);
    expect(await ledgerSumOf(from)).toBe(0);
    expect(await ledgerSumOf(to)).toBe(2 * STARTING_CREDITS);
  });

  it('moves credits both ways at once between the same workspaces without losing any', async () => {
    const [a, b] = [await newWorkspace(), await newWorkspace()];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transferCredits(app.regions, 'na', {
          fromWorkspaceUid: i % 2 ? a : b,
          toWorkspaceUid: i % 2 ? b : a,
          credits: 10 + (i % 2),
          idempotencyKey: `v-${a}-${i}`,
        }),
      ),
    );
    // Ten of 11 from a to b, ten of 10 from b to a.
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([STARTING_CREDITS - 10, STARTING_CREDITS + 10]);
    expect([await ledgerSumOf(a), await ledgerSumOf(b)]).toEqual([STARTING_CREDITS - 10, STARTING_CREDITS + 10]);
  });

  it('transfers once per idempotency key and answers the first transfer again', async () => {
    const [from, to] = [await newWorkspace(), await newWorkspace()];
    const transfer = {
      fromWorkspaceUid: from,
      toWorkspaceUid: to,
      credits: STARTING_CREDITS,
      idempotencyKey: `w-${from}`,
    };
    const first = await transferCredits(app.regions, 'na', transfer);
    // The balance could no longer pay it again: still the first answer, not a refusal.
    expect(await transferCredits(app.regions, 'na', transfer)).toEqual(first);
    expect([await balanceOf(from), await balanceOf(to)]).toEqual([0, 2 * STARTING_CREDITS]);
  });

  it('refuses, in the product words, an invalid amount, an unknown workspace and credits reserved by an answer', async () => {
    const [from, to] = [await newWorkspace(), await newWorkspace()];
    const transfer = { fromWorkspaceUid: from, toWorkspaceUid: to, credits: 10, idempotencyKey: `x-${from}` };
    for (const credits of [0, -5, Number.NaN])
      await expect(transferCredits(app.regions, 'na', { ...transfer, credits })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid amount to transfer.',
      });
    await expect(
      transferCredits(app.regions, 'na', { ...transfer, toWorkspaceUid: 'nosuchworkspace' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Workspace not found. Please refresh and try again.' });

    await reserveCredits(app.regions, 'na', from, STARTING_CREDITS - 5);
    await expect(transferCredits(app.regions, 'na', transfer)).rejects.toMatchObject({
      code: 'OUT_OF_CREDITS',
      message: 'Not enough credits in workspace.',
    });
    expect([await balanceOf(from), await balanceOf(to)]).toEqual([STARTING_CREDITS, STARTING_CREDITS]);
    expect(await transferCredits(app.regions, 'na', { ...transfer, credits: 5 })).toMatchObject({
      fromBalanceAfter: STARTING_CREDITS - 5,
    });
  });
});
