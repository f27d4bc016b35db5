import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_INBOX_PROVIDER } from '../../src/features/billing/billing-payments.js';
import { paymentOrders } from '../../src/features/billing/schema.js';
import { creditLedger, webhookInbox } from '../../src/platform/db/schema/index.js';
import { signUpWithWorkspace, TEST_DATABASE } from '../app.js';
import { type FakeStripe, startFakeStripe } from '../fakes/stripe-server.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../server-process.js';
import {
  balanceAndLedger,
  CRASH_KILLS,
  type CrashDatabases,
  crashDatabases,
  RUN_CRASH_TESTS,
  runCrashLoop,
  seededRandom,
  untilDone,
} from './crash-harness.js';

const PURCHASES = 16;
// Stripe sends a few events of an endpoint at once.
const DELIVERIES_AT_ONCE = 4;

let stripe: FakeStripe;
let databases: CrashDatabases;
beforeAll(async () => {
  if (!RUN_CRASH_TESTS) return;
  stripe = await startFakeStripe();
  databases = await crashDatabases();
});
afterAll(async () => {
  await stripe?.close();
  databases?.remove();
});

interface Delivery {
  event: Parameters<FakeStripe['signedDelivery']>[0];
  acknowledged: boolean;
}

/**
 * Stripe as it delivers webhooks: a few events at a time, in no order, each signed; one not
 * answered 2xx is sent again, and now and then one that was (delivery is at least once).
 */
async function deliverEvents(url: string, deliveries: Delivery[], stopped: () => boolean, random: () => number) {
  const send = (delivery: Delivery) => {
    const signed = stripe.signedDelivery(delivery.event);
    return fetch(`${url}/api/webhooks/payments`, {
      method: 'POST',
      headers: signed.headers,
      body: signed.rawBody,
    }).then(
      (res) => res.ok,
      () => false,
    );
  };
  const waiting = deliveries.filter((delivery) => !delivery.acknowledged);
  await Promise.all(
    Array.from({ length: DELIVERIES_AT_ONCE }, async () => {
      for (let delivery = waiting.shift(); delivery && !stopped(); delivery = waiting.shift()) {
        if (await send(delivery)) {
          delivery.acknowledged = true;
          if (random() < 0.15) await send(delivery);
        } else {
          waiting.push(delivery);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
}

describe.skipIf(!RUN_CRASH_TESTS)(`Stripe webhook intake survives kill -9 (${TEST_DATABASE})`, () => {
  it('loses no acknowledged payment event and credits each payment once, the balance equal to its ledger', {
    timeout: 6 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const stripeEnv = {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_stripe',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    };
    const setup = await databases.open(stripeEnv);
    const owner = await signUpWithWorkspace(setup);
    const uid = owner.workspace.uid;
    const billing = `/api/na/workspaces/${uid}/billing`;
    // Each purchase waits on the card's 3-D Secure step, so only its webhook event credits it.
    const saved = await owner.client.put(`${billing}/payment-method`, {
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deliveries: Delivery[] = [];
    const bought: number[] = [];
    for (let n = 0; n < PURCHASES; n++) {
      // Each purchase its own amount, to tell which one was credited.
      const credits = 1000 + 500 * n;
      const res = await owner.client.post(`${billing}/credits`, { credits });
      expect(res.json(), res.body).toMatchObject({ requiresAction: true });
      const paymentId = res.json().paymentId as string;
      stripe.authenticate(paymentId, true);
      const event = stripe.events.find(
        (candidate) =>
          candidate.type === 'payment_intent.succeeded' &&
          (candidate.data as { object: { id: string } }).object.id === paymentId,
      );
      expect(event).toBeDefined();
      deliveries.push({ event: event!, acknowledged: false });
      bought.push(credits);
    }
    await setup.close();

    const env = { ...databases.env, ...stripeEnv, JOBS_POLLING_SECONDS: '0.5' };
    let random = Math.random;
    const { server, seed } = await runCrashLoop({
      kills: CRASH_KILLS,
      killAfterMs: [100, 700],
      env,
      load: (url, stopped) => deliverEvents(url, deliveries, stopped, random),
    });
    random = seededRandom(seed);
    const context = `CRASH_SEED=${seed}`;
    try {
      await deliverEvents(server.url, deliveries, () => false, random);
      expect(deliveries.every((delivery) => delivery.acknowledged)).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // The app of this test, on the same databases, works off every event kept, those the killed
    // processes had taken up included.
    const check = await databases.open({ ...stripeEnv, JOBS_POLLING_SECONDS: '0.5' });
    try {
      const db = check.regions.db('na');
      await untilDone(async () => {
        const [open] = await db
          .select({ events: sql<number>`count(*)::int` })
          .from(webhookInbox)
          .where(and(eq(webhookInbox.provider, PAYMENTS_INBOX_PROVIDER), isNull(webhookInbox.processedAt)));
        return open?.events === 0 || undefined;
      });
      const kept = await db.select().from(webhookInbox).where(eq(webhookInbox.provider, PAYMENTS_INBOX_PROVIDER));
      const delivered = deliveries.map((delivery) => String(delivery.event.id)).sort();
      expect(kept.map((row) => row.eventId).sort(), context).toEqual(delivered);

      // Every payment credited, once, with its own amount.
      const purchases = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.workspaceUid, uid), eq(creditLedger.reason, 'purchase')));
      expect(
        purchases.map((row) => row.delta).sort((a, b) => a - b),
        context,
      ).toEqual(bought);
      const orders = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.workspaceUid, uid), eq(paymentOrders.kind, 'credit_purchase')));
      expect(
        orders.filter((order) => !order.fulfilledAt),
        context,
      ).toEqual([]);
      const { balance, ledger } = await balanceAndLedger(db, uid);
      expect(balance, context).toBeCloseTo(ledger, 3);
    } finally {
      await check.close();
    }
  });
});
