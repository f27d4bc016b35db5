import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeCredits } from '../../src/features/billing/charge-credits.js';
import { billingAccounts, paymentOrders } from '../../src/features/billing/schema.js';
import { creditLedger, sandboxEvents, sandboxPayments, workspaces } from '../../src/platform/db/schema/index.js';
import { signUpWithWorkspace, TEST_DATABASE } from '../app.js';
import { FAKE_LLM_KEY } from '../chat-client.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai-server.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../server-process.js';
import {
  balanceAndLedger,
  CRASH_KILLS,
  type CrashDatabases,
  crashDatabases,
  RUN_CRASH_TESTS,
  runCrashLoop,
  untilDone,
} from './crash-harness.js';
import { Visitor } from './visitor.js';

// Few enough that the balance stays near the recharge threshold, so that answers ask for recharges.
const PURCHASES = 3;

let llm: FakeOpenAI;
let databases: CrashDatabases;
beforeAll(async () => {
  if (!RUN_CRASH_TESTS) return;
  llm = await startFakeOpenAI({ apiKey: FAKE_LLM_KEY, tokenDelayMs: 5 });
  databases = await crashDatabases();
});
afterAll(async () => {
  await llm?.close();
  databases?.remove();
});

/** The owner buying credits, one purchase after another; a purchase not seen through is not counted. */
class Buyer {
  bought = 0;
  constructor(
    readonly billing: string,
    readonly cookie: string,
  ) {}

  /** Buys once `ready`: before then, whatever it bought could lift the balance above the recharge threshold. */
  async buy(url: string, stopped: () => boolean, ready: () => boolean) {
    while (!ready() && !stopped()) await new Promise((resolve) => setTimeout(resolve, 50));
    while (this.bought < PURCHASES && !stopped()) {
      const paid = await fetch(`${url}${this.billing}/credits`, {
        method: 'POST',
        headers: { cookie: this.cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ credits: 1000 }),
      }).then(
        // Paid at once: the sandbox card needs no 3-D Secure step.
        async (res) => res.ok && ((await res.json()) as { requiresAction?: boolean }).requiresAction === false,
        () => false,
      );
      if (paid) this.bought++;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// Two gaps this scenario found: a process killed between opening a recharge and queuing its job
// left the recharge open with no job until a debit 15 minutes later (now `requeueLostRecharges`);
// and the scenario itself bought credits before any answer, so no recharge ever opened.
describe.skipIf(!RUN_CRASH_TESTS)(`payments with auto-recharge survive kill -9 (${TEST_DATABASE})`, () => {
  it('charges no payment twice, gives each payment its credits once, and keeps the balance equal to its ledger', {
    timeout: 6 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const setup = await databases.open({ EGRESS_ALLOW: llm.hostPort });
    const owner = await signUpWithWorkspace(setup);
    const uid = owner.workspace.uid;
    const billing = `/api/na/workspaces/${uid}/billing`;
    const card = await owner.client.post(`${billing}/sandbox/payment-methods`, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
    });
    expect(card.statusCode, card.body).toBe(200);
    await owner.client.put(`${billing}/payment-method`, { paymentMethodId: card.json().paymentMethodId });
    const subscribed = await owner.client.post(`${billing}/subscription`, { planId: 'pay_as_you_go_monthly' });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // Below the highest threshold: every answer's debit asks for a recharge while none is open.
    const saved = await owner.client.put(`${billing}/auto-recharge`, { enabled: true, threshold: 5000, amount: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Till' })).json()
      .agentCreated.ID as string;
    await owner.client.post(`/api/na/workspaces/${uid}/llm-credentials`, {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: llm.url,
      apiKey: FAKE_LLM_KEY,
    });
    // The plan's free credits put the balance above every threshold: spent down to 1500, the
    // first answers' debits fall below 5000 and ask for a recharge.
    const [before] = await setup.regions
      .db('na')
      .select({ balance: workspaces.loadTokens })
      .from(workspaces)
      .where(eq(workspaces.uid, uid));
    const spent = await chargeCredits(setup.regions, 'na', {
      workspaceUid: uid,
      credits: Number(before?.balance ?? 0) - 1500,
      idempotencyKey: `crash-test-spend:${uid}`,
      reason: 'usage',
      causedBy: 'feature',
      featureKey: 'crash-test',
    });
    expect(spent.charged).toBe(true);
    const cookie = owner.client.cookie ?? '';
    await setup.close();

    const env = {
      ...databases.env,
      EGRESS_ALLOW: llm.hostPort,
      JOBS_POLLING_SECONDS: '0.5',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    };
    const visitors = Array.from({ length: 3 }, (_, n) => new Visitor(agentId, `p${n}`, 8));
    const buyer = new Buyer(billing, cookie);
    const load = async (url: string, stopped: () => boolean) => {
      // Purchases wait for the first answers, whose debits open a recharge: a purchase killed
      // before its answer is bought again, and a few of them would keep the balance above 5000.
      const answered = () => visitors.reduce((sum, visitor) => sum + visitor.next, 0) >= visitors.length;
      await Promise.all([buyer.buy(url, stopped, answered), ...visitors.map((visitor) => visitor.talk(url, stopped))]);
    };
    const { server, seed } = await runCrashLoop({ kills: CRASH_KILLS, killAfterMs: [200, 1000], env, load });
    const context = `CRASH_SEED=${seed}`;
    try {
      const deadline = Date.now() + 120_000;
      await load(server.url, () => Date.now() > deadline);
      expect(buyer.bought, context).toBe(PURCHASES);
      expect(
        visitors.filter((visitor) => !visitor.done).map((visitor) => visitor.lastRefusal),
        context,
      ).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // The app of this test, on the same databases, works off what the last process left: the
    // payment events not yet taken in, the recharge asked for last, and each payment the card
    // was charged for whose order is not fulfilled yet (a purchase killed after the charge is
    // fulfilled by its payment event).
    const check = await databases.open({ JOBS_POLLING_SECONDS: '0.5' });
    try {
      const db = check.regions.db('na');
      const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.workspaceUid, uid));
      const settled = async () => {
        const [undelivered] = await db
          .select({ events: sql<number>`count(*)::int` })
          .from(sandboxEvents)
          .where(isNull(sandboxEvents.deliveredAt));
        const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.workspaceUid, uid));
        // One-off charges of the card: credit purchases and recharges (the subscription's invoice aside).
        const charges = await db
          .select()
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.customerId, account!.customerId), isNull(sandboxPayments.invoiceId)));
        // The order's id is the charge's idempotency key.
        const succeeded = charges.filter((charge) => charge.status === 'succeeded');
        const unfulfilled = succeeded
          .map((charge) => orders.find((order) => order.id === charge.idempotencyKey))
          .filter((order) => !order?.fulfilledAt)
          .map((order) => `${order?.kind} ${order?.id} ${order?.status}`);
        const openRecharges = orders.filter((order) => order.kind === 'auto_recharge' && order.status === 'pending');
        return {
          succeeded,
          fulfilled: orders.filter((order) => order.fulfilledAt !== null),
          left:
            undelivered?.events || openRecharges.length || unfulfilled.length
              ? `${undelivered?.events} payment events undelivered, ${openRecharges.length} recharges open, charged but not fulfilled: ${unfulfilled}`
              : undefined,
        };
      };
      let last = '';
      await untilDone(async () => {
        const { left } = await settled();
        last = left ?? '';
        return left === undefined || undefined;
      }).catch(() => {
        throw new Error(`${last} after a minute (${context})`);
      });
      const { succeeded, fulfilled } = await settled();
      const oneOff = fulfilled.filter((order) => order.kind !== 'subscription');
      // Every payment taken gave its credits, and nothing was given without a payment.
      expect(oneOff.map((order) => order.id).sort(), context).toEqual(
        succeeded.map((charge) => charge.idempotencyKey).sort(),
      );
      const grants = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.workspaceUid, uid), sql`${creditLedger.idempotencyKey} like 'order:%'`));
      expect(grants.map((grant) => grant.idempotencyKey).sort(), context).toEqual(
        oneOff.map((order) => `order:${order.id}`).sort(),
      );
      expect(oneOff.filter((order) => order.kind === 'credit_purchase').length, context).toBeGreaterThanOrEqual(
        PURCHASES,
      );
      const recharges = await db
        .select({ status: paymentOrders.status, failure: paymentOrders.failureMessage })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.workspaceUid, uid), eq(paymentOrders.kind, 'auto_recharge')));
      expect(
        oneOff.filter((order) => order.kind === 'auto_recharge').length,
        `recharges ${JSON.stringify(recharges)} ledger ${JSON.stringify(
          (await db.select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid))).map((row) => [
            row.reason,
            row.delta,
            row.balanceAfter,
          ]),
        )} ${context}`,
      ).toBeGreaterThan(0);

      const { balance, ledger } = await balanceAndLedger(db, uid);
      expect(balance, context).toBeCloseTo(ledger, 3);
    } finally {
      await check.close();
    }
  });
});
