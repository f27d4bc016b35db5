import { STARTING_CREDITS } from '@agent-platform/core';
import { eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { creditLedger, orgCreditLedger, orgs, workspaces } from '../../platform/db/schema/index.js';
import { reserveCredits } from './reserve-credits.js';
import { transferOrgCredits } from './transfer-org-credits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.regions.db('na');
const workspaceBalance = async (uid: string) =>
  (await db().select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens ?? Number.NaN;
const orgBalance = async (id: string) =>
  (await db().select().from(orgs).where(eq(orgs.id, id)))[0]?.credits ?? Number.NaN;
const workspaceLedgerSum = async (uid: string) =>
  Number(
    (
      await db()
        .select({ t: sum(creditLedger.delta) })
        .from(creditLedger)
        .where(eq(creditLedger.workspaceUid, uid))
    )[0]?.t,
  );
const orgLedgerSum = async (id: string) =>
  Number(
    (
      await db()
        .select({ t: sum(orgCreditLedger.delta) })
        .from(orgCreditLedger)
        .where(eq(orgCreditLedger.orgId, id))
    )[0]?.t ?? 0,
  );

async function ownerWithOrg() {
  const owner = await signUpWithWorkspace(app);
  const base = `/api/na/workspaces/${owner.workspace.uid}/agency/orgs`;
  const org = (await owner.client.post(base, { name: 'Acme' })).json();
  return { ...owner, uid: owner.workspace.uid, org, transferUrl: `${base}/${org.id}/credits/transfer` };
}

describe('credit transfer between the workspace and an organisation', () => {
  it('moves credits both ways, answering both balances, with a credit log row on each side', async () => {
    const owner = await ownerWithOrg();
    const toOrg = await owner.client.post(owner.transferUrl, { direction: 'toOrg', amount: 120.5 });
    expect(toOrg.statusCode, toOrg.body).toBe(200);
    expect(toOrg.json()).toEqual({ credits: 120.5, workspaceCredits: STARTING_CREDITS - 120.5, orgCredits: 120.5 });
    const back = (await owner.client.post(owner.transferUrl, { direction: 'toWorkspace', amount: 20 })).json();
    expect(back).toEqual({ credits: 20, workspaceCredits: STARTING_CREDITS - 100.5, orgCredits: 100.5 });
    expect(await workspaceLedgerSum(owner.uid)).toBe(await workspaceBalance(owner.uid));
    expect(await orgLedgerSum(owner.org.id)).toBe(100.5);
    expect(
      (await owner.client.get(owner.transferUrl.replace(/\/[^/]+\/credits\/transfer$/, ''))).json().orgs[0].credits,
    ).toBe(100.5);
  });

  it("refuses in the spec's words: an invalid amount, more than the workspace or the org holds, an unknown org", async () => {
    const owner = await ownerWithOrg();
    const refusals = [
      [{ direction: 'toOrg', amount: 0 }, 400, 'Please enter a valid amount to transfer.'],
      [{ direction: 'toOrg', amount: -3 }, 400, 'Please enter a valid amount to transfer.'],
      [{ direction: 'toOrg', amount: 'ten' }, 400, 'Please enter a valid amount to transfer.'],
      [{ direction: 'toOrg', amount: STARTING_CREDITS + 1 }, 402, 'Not enough credits in workspace.'],
      [{ direction: 'toWorkspace', amount: 1 }, 402, 'Not enough credits in org.'],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await owner.client.post(owner.transferUrl, body);
      expect([res.statusCode, res.json().error.message]).toEqual([status, message]);
    }
    const unknown = await owner.client.post(owner.transferUrl.replace(owner.org.id, 'nosuchorg'), {
      direction: 'toOrg',
      amount: 1,
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'Workspace not found. Please refresh and try again.',
    ]);
    // Credits reserved by an answer still streaming stay in the workspace.
    await reserveCredits(app.regions, 'na', owner.uid, STARTING_CREDITS - 5);
    const reserved = await owner.client.post(owner.transferUrl, { direction: 'toOrg', amount: 10 });
    expect(reserved.json().error.message).toBe('Not enough credits in workspace.');
    expect([await workspaceBalance(owner.uid), await orgBalance(owner.org.id)]).toEqual([STARTING_CREDITS, 0]);
  });

  it('transfers once per idempotency key and answers the first transfer again', async () => {
    const owner = await ownerWithOrg();
    const body = { direction: 'toOrg', amount: STARTING_CREDITS, idempotencyKey: 'retry-1' };
    const first = (await owner.client.post(owner.transferUrl, body)).json();
    expect((await owner.client.post(owner.transferUrl, body)).json()).toEqual(first);
    expect([await workspaceBalance(owner.uid), await orgBalance(owner.org.id)]).toEqual([0, STARTING_CREDITS]);
  });

  it('never overdraws either side under 100 concurrent transfers both ways, and no credit is made or lost', async () => {
    const owner = await ownerWithOrg();
    const total = STARTING_CREDITS;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        transferOrgCredits(app.regions, 'na', {
          workspaceUid: owner.uid,
          orgId: owner.org.id,
          direction: i % 3 === 0 ? 'toWorkspace' : 'toOrg',
          // Large enough that many are refused on each side.
          credits: (total / 40) * (1 + (i % 7)),
          idempotencyKey: `c-${i}`,
        }),
      ),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    for (const reason of failures)
      expect(['Not enough credits in workspace.', 'Not enough credits in org.']).toContain(reason.message);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(failures.length).toBeGreaterThan(0);
    for (const r of results)
      if (r.status === 'fulfilled') {
        expect(r.value.workspaceCredits).toBeGreaterThanOrEqual(0);
        expect(r.value.orgCredits).toBeGreaterThanOrEqual(0);
      }
    const [ws, org] = [await workspaceBalance(owner.uid), await orgBalance(owner.org.id)];
    expect(ws).toBeGreaterThanOrEqual(0);
    expect(org).toBeGreaterThanOrEqual(0);
    expect(Math.round((ws + org) * 1000) / 1000).toBe(total);
    expect([await workspaceLedgerSum(owner.uid), await orgLedgerSum(owner.org.id)]).toEqual([ws, org]);
  });
});
