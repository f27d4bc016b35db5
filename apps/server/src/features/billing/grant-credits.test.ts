import { STARTING_CREDITS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { grantCredits } from './grant-credits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.regions.db('na');
const balanceOf = async (uid: string) =>
  (await db().select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens;
const ledgerOf = (uid: string) => db().select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid));

describe('granting credits', () => {
  it('adds the credits with one credit log row, and a repeated key adds nothing and answers the first grant', async () => {
    const { workspace } = await signUpWithWorkspace(app);
    const purchase = {
      workspaceUid: workspace.uid,
      credits: 2500,
      reason: 'purchase',
      idempotencyKey: `p-${workspace.uid}`,
    };
    const first = await grantCredits(db(), purchase);
    expect(first).toEqual({ credits: 2500, balanceAfter: STARTING_CREDITS + 2500 });
    await grantCredits(db(), { ...purchase, idempotencyKey: `p-${workspace.uid}-2`, credits: 10 });
    const again = await grantCredits(db(), purchase);
    expect(again).toEqual(first);
    expect(await balanceOf(workspace.uid)).toBe(STARTING_CREDITS + 2510);
    expect((await ledgerOf(workspace.uid)).filter((r) => r.reason === 'purchase').map((r) => r.delta)).toEqual([
      2500, 10,
    ]);
  });

  it('grants once when the same key is sent many times at once', async () => {
    const { workspace } = await signUpWithWorkspace(app);
    const purchase = {
      workspaceUid: workspace.uid,
      credits: 500,
      reason: 'purchase',
      idempotencyKey: `q-${workspace.uid}`,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => grantCredits(db(), purchase)));
    expect(new Set(results.map((r) => r.balanceAfter))).toEqual(new Set([STARTING_CREDITS + 500]));
    expect(await balanceOf(workspace.uid)).toBe(STARTING_CREDITS + 500);
  });

  it("stands or falls with the caller's transaction", async () => {
    const { workspace } = await signUpWithWorkspace(app);
    const rolledBack = db().transaction(async (tx) => {
      await grantCredits(tx, {
        workspaceUid: workspace.uid,
        credits: 50,
        reason: 'purchase',
        idempotencyKey: `r-${workspace.uid}`,
      });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(await balanceOf(workspace.uid)).toBe(STARTING_CREDITS);
    expect((await ledgerOf(workspace.uid)).filter((r) => r.reason === 'purchase')).toEqual([]);
  });

  it('refuses a key already used for another grant rather than answering the first', async () => {
    const { workspace } = await signUpWithWorkspace(app);
    const grant = { workspaceUid: workspace.uid, credits: 5, reason: 'purchase', idempotencyKey: `s-${workspace.uid}` };
    await grantCredits(db(), grant);
    await expect(grantCredits(db(), { ...grant, credits: 6 })).rejects.toThrow(/used for another credit entry/);
    expect(await balanceOf(workspace.uid)).toBe(STARTING_CREDITS + 5);
  });
});

describe('starting credits', () => {
  it('gives a new workspace STARTING_CREDITS with one credit log row, as its owner sees it', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    expect(workspace.loadTokens).toBe(STARTING_CREDITS);
    expect(await ledgerOf(workspace.uid)).toEqual([
      expect.objectContaining({
        delta: STARTING_CREDITS,
        balanceAfter: STARTING_CREDITS,
        reason: 'starting-credits',
        idempotencyKey: `starting-credits:${workspace.uid}`,
        causedBy: null,
        logMessage: null,
      }),
    ]);
    const log = (await client.get(`/api/na/workspaces/${workspace.uid}/usage/log`)).json();
    expect(log.entries).toEqual([
      expect.objectContaining({ amount: STARTING_CREDITS, direction: 'increase', reason: 'starting-credits' }),
    ]);
  });
});
