import {
  AUTO_RECHARGE_FREE_PLAN,
  AUTO_RECHARGE_MAX_FAILURES,
  AUTO_RECHARGE_NEEDS_PAYMENT_METHOD,
  AUTO_RECHARGE_THRESHOLD_MESSAGE,
  creditsForUsd,
  DEFAULT_AUTO_RECHARGE,
  type Notification,
} from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { creditLedger, sandboxPayments, workspaces } from '../../platform/db/schema/index.js';
import { chargeCredits } from './charge-credits.js';
import { requeueLostRecharges } from './requeue-lost-recharges.js';
import { AUTO_RECHARGE_FAILED_TITLE } from './run-auto-recharge.js';
import { autoRechargeSettings, billingAccounts, paymentOrders } from './schema.js';
import { tellIfCreditsLow } from './tell-if-credits-low.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const db = () => app.regions.db('na');
const billing = (owner: Owner) => `/api/na/workspaces/${owner.workspace.uid}/billing`;
const CARDS = { ok: '4242424242424242', chargesFail: '4000000000000341' };
const ON = { enabled: true, threshold: 500, amount: 5 };

async function saveCard(owner: Owner, number: string) {
  const made = await owner.client.post(`${billing(owner)}/sandbox/payment-methods`, {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  expect(made.statusCode, made.body).toBe(200);
  const saved = await owner.client.put(`${billing(owner)}/payment-method`, {
    paymentMethodId: made.json().paymentMethodId,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function subscribedOwner() {
  const owner = await signUpWithWorkspace(app);
  await saveCard(owner, CARDS.ok);
  const res = await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

const balanceOf = async (uid: string) =>
  (await db().select({ balance: workspaces.loadTokens }).from(workspaces).where(eq(workspaces.uid, uid)))[0]!.balance;

/** A debit as every caller makes it: the charge committed, then told. */
async function debit(uid: string, credits: number, key: string) {
  const result = await chargeCredits(app.regions, 'na', {
    workspaceUid: uid,
    credits,
    idempotencyKey: `${key}:${uid}`,
    reason: 'agent-reply',
    causedBy: 'agent',
  });
  await tellIfCreditsLow(app, 'na', uid, result);
}

/** Takes the balance down to `credits` without passing the auto-recharge hook. */
async function standAt(uid: string, credits: number) {
  const balance = await balanceOf(uid);
  if (balance > credits)
    await chargeCredits(app.regions, 'na', {
      workspaceUid: uid,
      credits: balance - credits,
      idempotencyKey: `setup:${uid}`,
      reason: 'agent-reply',
      causedBy: 'agent',
    });
  expect(await balanceOf(uid)).toBe(credits);
}

const rechargesOf = (uid: string) =>
  db()
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.workspaceUid, uid), eq(paymentOrders.kind, 'auto_recharge')))
    .orderBy(paymentOrders.createdAt);
const settingsRow = async (uid: string) =>
  (await db().select().from(autoRechargeSettings).where(eq(autoRechargeSettings.workspaceUid, uid)))[0]!;

/** Waits until the job counted the workspace's recharges (the last thing it does), all of them settled. */
async function rechargesSettled(uid: string, count: number) {
  await vi.waitFor(
    async () => {
      const recharges = await rechargesOf(uid);
      expect(recharges).toHaveLength(count);
      expect((await settingsRow(uid)).lastSettledOrderId).toBe(recharges.at(-1)!.id);
    },
    { timeout: 20_000, interval: 50 },
  );
  return rechargesOf(uid);
}

/** The card's one-off charges at the payment service (a subscription's invoices aside). */
async function oneOffCharges(uid: string) {
  const [account] = await db().select().from(billingAccounts).where(eq(billingAccounts.workspaceUid, uid));
  return db()
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.customerId, account!.customerId), isNull(sandboxPayments.invoiceId)));
}

const rechargeCredits = async (uid: string) =>
  (await db().select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid))).filter(
    (row) => row.reason === 'auto-recharge',
  );

const failedRechargeNotifications = async (owner: Owner): Promise<Notification[]> =>
  (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/notifications`))
    .json()
    .notifications.filter((n: Notification) => n.title === AUTO_RECHARGE_FAILED_TITLE);

describe('the auto-recharge settings', () => {
  it('are the defaults in the billing summary until saved, then what was saved', async () => {
    const owner = await subscribedOwner();
    expect((await owner.client.get(billing(owner))).json().autoRecharge).toEqual(DEFAULT_AUTO_RECHARGE);
    const saved = await owner.client.put(`${billing(owner)}/auto-recharge`, {
      enabled: true,
      threshold: 1200,
      amount: 25,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, threshold: 1200, amount: 25 });
    expect((await owner.client.get(billing(owner))).json().autoRecharge).toEqual({
      enabled: true,
      threshold: 1200,
      amount: 25,
    });
  });

  it('are refused on the free plan, in the spec’s words', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.ok);
    const res = await owner.client.put(`${billing(owner)}/auto-recharge`, ON);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'AUTO_RECHARGE_FREE_PLAN', message: AUTO_RECHARGE_FREE_PLAN });
    expect((await owner.client.get(billing(owner))).json().autoRecharge).toEqual(DEFAULT_AUTO_RECHARGE);
  });

  it('are refused without a payment method', async () => {
    const owner = await subscribedOwner();
    await db()
      .update(billingAccounts)
      .set({ cardId: null })
      .where(eq(billingAccounts.workspaceUid, owner.workspace.uid));
    const res = await owner.client.put(`${billing(owner)}/auto-recharge`, ON);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'AUTO_RECHARGE_NEEDS_PAYMENT_METHOD',
      message: AUTO_RECHARGE_NEEDS_PAYMENT_METHOD,
    });
  });

  it('keep the threshold within 100 to 5000 in steps of 100', async () => {
    const owner = await subscribedOwner();
    for (const threshold of [150, 0, 5100]) {
      const res = await owner.client.put(`${billing(owner)}/auto-recharge`, { ...ON, threshold });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(AUTO_RECHARGE_THRESHOLD_MESSAGE);
    }
    const other = await subscribedOwner();
    const intruder = await other.client.put(`${billing(owner)}/auto-recharge`, ON);
    expect(intruder.statusCode).toBe(404);
  });
});

describe('automatic recharges', () => {
  it('50 debits at once across the threshold open one recharge, charge the card once and add its credits once', async () => {
    const owner = await subscribedOwner();
    const uid = owner.workspace.uid;
    expect((await owner.client.put(`${billing(owner)}/auto-recharge`, ON)).statusCode).toBe(200);
    await standAt(uid, 600);

    // 50 × 10 credits: the 11th goes below 500, and every later one finds the balance below too.
    await Promise.all(Array.from({ length: 50 }, (_, i) => debit(uid, 10, `burst-${i}`)));

    const [recharge, ...more] = await rechargesSettled(uid, 1);
    expect(more).toEqual([]);
    expect(recharge).toMatchObject({ status: 'succeeded', amountCents: 500, credits: creditsForUsd(5) });
    const charges = await oneOffCharges(uid);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ idempotencyKey: recharge!.id, amountCents: 500, status: 'succeeded' });
    expect((await rechargeCredits(uid)).map((row) => row.delta)).toEqual([creditsForUsd(5)]);
    expect(await balanceOf(uid)).toBe(600 - 500 + creditsForUsd(5));
    expect(await failedRechargeNotifications(owner)).toEqual([]);
  });

  it('a recharge opened by a process killed before it queued the job is queued and charged once', async () => {
    const owner = await subscribedOwner();
    const uid = owner.workspace.uid;
    expect((await owner.client.put(`${billing(owner)}/auto-recharge`, ON)).statusCode).toBe(200);
    await standAt(uid, 400);
    // As the killed process left it: open for a minute, with no job.
    const [lost] = await db()
      .insert(paymentOrders)
      .values({
        id: `lost-recharge-${uid}`,
        workspaceUid: uid,
        kind: 'auto_recharge',
        status: 'pending',
        amountCents: 500,
        currency: 'usd',
        credits: creditsForUsd(5),
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const deps = { regions: app.regions, jobs: app.jobs };
    expect(await requeueLostRecharges(deps, 'na')).toBe(1);
    const [recharge] = await rechargesSettled(uid, 1);
    expect(recharge).toMatchObject({ id: lost!.id, status: 'succeeded' });
    expect(await oneOffCharges(uid)).toHaveLength(1);
    expect(await balanceOf(uid)).toBe(400 + creditsForUsd(5));
    // Queued once: its job is known now, settled or not.
    expect(await requeueLostRecharges(deps, 'na')).toBe(0);
  });

  it('a refused card adds no credits and tells the owner; three refusals in a row switch it off', async () => {
    const owner = await subscribedOwner();
    const uid = owner.workspace.uid;
    await saveCard(owner, CARDS.chargesFail);
    expect((await owner.client.put(`${billing(owner)}/auto-recharge`, ON)).statusCode).toBe(200);
    await standAt(uid, 505);

    for (let attempt = 1; attempt <= AUTO_RECHARGE_MAX_FAILURES; attempt++) {
      await debit(uid, 10, `refused-${attempt}`);
      const recharges = await rechargesSettled(uid, attempt);
      expect(recharges.at(-1)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
      expect((await settingsRow(uid)).consecutiveFailures).toBe(attempt);
      // The owner is told last, once the refusal is counted.
      const told = await vi.waitFor(
        async () => {
          const raised = await failedRechargeNotifications(owner);
          expect(raised).toHaveLength(attempt);
          return raised;
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(told[0]!.body).toContain('Your card was declined.');
      expect(told[0]!.urlPathname).toBe('/account/billing');
    }
    expect(await rechargeCredits(uid)).toEqual([]);
    expect(await balanceOf(uid)).toBe(505 - 10 * AUTO_RECHARGE_MAX_FAILURES);
    const [latest] = await failedRechargeNotifications(owner);
    expect(latest!.body).toContain('automatic recharge is now off');
    expect((await owner.client.get(billing(owner))).json().autoRecharge).toEqual({ ...ON, enabled: false });

    // Off now: a further debit below the threshold opens nothing and charges nothing.
    await debit(uid, 10, 'after-off');
    expect(await rechargesOf(uid)).toHaveLength(AUTO_RECHARGE_MAX_FAILURES);
    expect(await oneOffCharges(uid)).toHaveLength(AUTO_RECHARGE_MAX_FAILURES);
  });

  it('a success after a refusal starts the count again', async () => {
    const owner = await subscribedOwner();
    const uid = owner.workspace.uid;
    await saveCard(owner, CARDS.chargesFail);
    expect((await owner.client.put(`${billing(owner)}/auto-recharge`, ON)).statusCode).toBe(200);
    await standAt(uid, 510);
    await debit(uid, 20, 'refused');
    await rechargesSettled(uid, 1);
    expect((await settingsRow(uid)).consecutiveFailures).toBe(1);

    await saveCard(owner, CARDS.ok);
    await debit(uid, 20, 'paid');
    const recharges = await rechargesSettled(uid, 2);
    expect(recharges.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(await settingsRow(uid)).toMatchObject({ consecutiveFailures: 0, enabled: true });
    expect(await balanceOf(uid)).toBe(510 - 40 + creditsForUsd(5));
  });
});
