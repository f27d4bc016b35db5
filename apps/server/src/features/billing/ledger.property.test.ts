import { asc, eq, inArray, sum } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { creditLedger, orgCreditLedger, orgs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { chargeCredits } from './charge-credits.js';
import { grantCredits } from './grant-credits.js';
import { refundCredits } from './refund-credits.js';
import { transferCredits } from './transfer-credits.js';
import { transferOrgCredits } from './transfer-org-credits.js';

// Each run has two new workspaces (the first with an organisation), starting with no credits, so
// a failing sequence shrinks to the operations that broke it; they are deleted after the run.
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signUpWithWorkspace>>;
let uids: [string, string];
let orgId: string;
beforeAll(async () => {
  app = await createTestApp();
  owner = await signUpWithWorkspace(app);
});
afterAll(() => app.close());

async function newWorkspace(workspaceName: string): Promise<string> {
  const made = await owner.client.post('/api/na/workspaces', { workspaceName, region: 'na' });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().uid;
}

async function freshWorkspaces(run: number) {
  uids = [await newWorkspace(`Ledger ${run} A`), await newWorkspace(`Ledger ${run} B`)];
  const org = await owner.client.post(`/api/na/workspaces/${uids[0]}/agency/orgs`, { name: 'Acme' });
  expect(org.statusCode, org.body).toBe(200);
  orgId = org.json().id;
}

const deleteWorkspaces = () =>
  Promise.all(uids.map((uid) => owner.client.request({ method: 'DELETE', url: `/api/na/workspaces/${uid}` })));

const db = () => app.regions.db('na');

/** Credits as whole thousandths, the ledger's precision, so the model adds up exactly. */
const milli = fc.integer({ min: 1, max: 3_000_000 });
const side = fc.constantFrom(0 as const, 1 as const);
const operation = fc.oneof(
  // Weighted: the workspaces start empty, and most other operations need credits to do anything.
  { arbitrary: fc.record({ op: fc.constant('purchase' as const), ws: side, milli }), weight: 3 },
  fc.record({ op: fc.constant('debit' as const), ws: side, milli, upToBalance: fc.boolean() }),
  fc.record({ op: fc.constant('replayDebit' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('transfer' as const), from: side, milli }),
  fc.record({ op: fc.constant('toOrg' as const), milli }),
  fc.record({ op: fc.constant('toWorkspace' as const), milli }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), milli: fc.option(milli) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface Model {
  workspaces: [number, number];
  org: number;
  charges: { key: string; ws: 0 | 1; credits: number; milli: number; refunded: boolean }[];
}

const toMilli = (credits: number) => Math.round(credits * 1000);
const refused = (error: unknown) => {
  if (error instanceof AppError && ['OUT_OF_CREDITS', 'NOT_FOUND'].includes(error.code)) return;
  throw error;
};

async function balances() {
  const rows = await db()
    .select({ uid: workspaces.uid, balance: workspaces.loadTokens })
    .from(workspaces)
    .where(inArray(workspaces.uid, uids));
  const of = (uid: string) => rows.find((row) => row.uid === uid)!.balance;
  const [org] = await db().select({ credits: orgs.credits }).from(orgs).where(eq(orgs.id, orgId));
  return { workspaces: [of(uids[0]), of(uids[1])] as [number, number], org: org!.credits };
}

let runs = 0;

/** Applies one operation to the real ledger and to the model; a refusal must change neither. */
async function apply(model: Model, operation: Operation, key: string): Promise<void> {
  switch (operation.op) {
    case 'purchase': {
      await grantCredits(db(), {
        workspaceUid: uids[operation.ws],
        credits: operation.milli / 1000,
        reason: 'purchase',
        idempotencyKey: key,
      });
      model.workspaces[operation.ws] += operation.milli;
      return;
    }
    case 'debit': {
      const held = model.workspaces[operation.ws];
      const taken = operation.upToBalance ? Math.min(operation.milli, Math.max(0, held)) : operation.milli;
      const charge = { workspaceUid: uids[operation.ws], credits: operation.milli / 1000, idempotencyKey: key };
      const result = await chargeCredits(app.regions, 'na', {
        ...charge,
        reason: 'agent-reply',
        causedBy: 'agent',
        upToBalance: operation.upToBalance,
      }).catch(refused);
      // Only a whole charge is refused, and only when the balance cannot cover it.
      if (!operation.upToBalance && held < operation.milli) {
        expect(result).toBeUndefined();
        return;
      }
      expect(result).toMatchObject({ charged: true });
      model.workspaces[operation.ws] -= taken;
      if (taken > 0)
        model.charges.push({ key, ws: operation.ws, credits: operation.milli / 1000, milli: taken, refunded: false });
      return;
    }
    case 'replayDebit': {
      const earlier = model.charges[operation.pick % Math.max(1, model.charges.length)];
      if (!earlier) return;
      const again = await chargeCredits(app.regions, 'na', {
        workspaceUid: uids[earlier.ws],
        credits: earlier.credits,
        idempotencyKey: earlier.key,
        reason: 'agent-reply',
        causedBy: 'agent',
      });
      expect(again).toEqual({ charged: false, reason: 'already-charged' });
      return;
    }
    case 'transfer': {
      const to = operation.from === 0 ? 1 : 0;
      await transferCredits(app.regions, 'na', {
        fromWorkspaceUid: uids[operation.from],
        toWorkspaceUid: uids[to],
        credits: operation.milli / 1000,
        idempotencyKey: key,
      }).catch(refused);
      if (model.workspaces[operation.from] < operation.milli) return;
      model.workspaces[operation.from] -= operation.milli;
      model.workspaces[to] += operation.milli;
      return;
    }
    case 'toOrg':
    case 'toWorkspace': {
      await transferOrgCredits(app.regions, 'na', {
        workspaceUid: uids[0],
        orgId,
        direction: operation.op,
        credits: operation.milli / 1000,
        idempotencyKey: key,
      }).catch(refused);
      const sign = operation.op === 'toOrg' ? 1 : -1;
      const from = operation.op === 'toOrg' ? model.workspaces[0] : model.org;
      if (from < operation.milli) return;
      model.workspaces[0] -= sign * operation.milli;
      model.org += sign * operation.milli;
      return;
    }
    case 'refund': {
      const charge = model.charges[operation.pick % Math.max(1, model.charges.length)];
      if (!charge) return;
      const wanted = operation.milli === null ? charge.milli : Math.min(operation.milli, charge.milli);
      const result = await refundCredits(app.regions, 'na', {
        workspaceUid: uids[charge.ws],
        chargeKey: charge.key,
        credits: wanted / 1000,
      });
      // A charge is given back once: a second refund answers the first and adds nothing.
      if (charge.refunded) return;
      expect(toMilli(result.credits)).toBe(wanted);
      charge.refunded = true;
      model.workspaces[charge.ws] += wanted;
      return;
    }
  }
}

async function ledgerSum(uid: string) {
  const [row] = await db()
    .select({ total: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(eq(creditLedger.workspaceUid, uid));
  return Number(row?.total ?? 0);
}

/** Each row's balance after is the sum of the rows up to it: the log reads as a running account. */
async function runningTotalsHold(rows: { delta: number; balanceAfter: number }[]) {
  let total = 0;
  for (const row of rows) {
    total += toMilli(row.delta);
    expect(toMilli(row.balanceAfter)).toBe(total);
  }
}

it('after any purchases, debits, transfers and refunds, every balance is the sum of its ledger and never negative', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
      const run = ++runs;
      await freshWorkspaces(run);
      try {
        await checkRun(run, operations);
      } finally {
        await deleteWorkspaces();
      }
    }),
    { numRuns: 40 },
  );
});

async function checkRun(run: number, operations: Operation[]) {
  const model: Model = { workspaces: [0, 0], org: 0, charges: [] };
  expect(await balances()).toEqual({ workspaces: [0, 0], org: 0 });
  for (const [i, operation] of operations.entries()) await apply(model, operation, `prop:${run}:${i}`);

  const end = await balances();
  expect([toMilli(end.workspaces[0]), toMilli(end.workspaces[1]), toMilli(end.org)]).toEqual([
    ...model.workspaces,
    model.org,
  ]);
  for (const uid of uids) {
    const balance = end.workspaces[uids.indexOf(uid)]!;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(uid)).toBe(balance);
    await runningTotalsHold(
      await db().select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid)).orderBy(asc(creditLedger.id)),
    );
  }
  expect(end.org).toBeGreaterThanOrEqual(0);
  const orgRows = await db()
    .select()
    .from(orgCreditLedger)
    .where(eq(orgCreditLedger.orgId, orgId))
    .orderBy(asc(orgCreditLedger.id));
  expect(toMilli(orgRows.reduce((total, row) => total + row.delta, 0))).toBe(toMilli(end.org));
  await runningTotalsHold(orgRows);
}
