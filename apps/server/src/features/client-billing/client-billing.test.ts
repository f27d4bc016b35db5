import {
  CLIENT_BILLING_UNAVAILABLE,
  CLIENT_SUBSCRIPTION_CANCELED,
  ORG_AUTO_RECHARGE_FREE_PLAN,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp } from '../../../test/app.js';
import { agencyPaymentAccounts, orgPayments, orgs, sandboxPayments } from '../../platform/db/schema/index.js';
import { rechargeOrg } from './recharge-org.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.regions.db('na');
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
const agencyBilling = (agency: TestAgency) => `/api/na/workspaces/${agency.workspace.uid}/agency-billing`;

/** The agency owner takes the Whitelabel add-on on Pay as you go, paying with the 4242 test card. */
async function takeWhitelabel(agency: TestAgency) {
  const billing = `/api/na/workspaces/${agency.workspace.uid}/billing`;
  const card = await agency.client.post(`${billing}/sandbox/payment-methods`, TEST_CARD);
  await agency.client.put(`${billing}/payment-method`, { paymentMethodId: card.json().paymentMethodId });
  const subscribed = await agency.client.post(`${billing}/subscription`, {
    planId: 'pay_as_you_go_monthly',
    addons: { 'whitelabel-new': 1 },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
}

/** An agency whose payment account is connected in Test mode, with or without the whitelabel add-on. */
async function connectedAgency(whitelabel: boolean) {
  const agency = await agencyWithHost(app);
  if (whitelabel) {
    await takeWhitelabel(agency);
    const { account } = (await agency.client.post(`${agencyBilling(agency)}/account`)).json();
    const done = await agency.client.post(`${agencyBilling(agency)}/sandbox/onboarding/complete`, {
      accountId: account.accountId,
    });
    expect(done.statusCode, done.body).toBe(200);
  } else {
    // The Auto Billing tab refuses to connect without the add-on: an account connected while it had one.
    const sandbox = app.payments.sandbox('na')!;
    const account = await sandbox.createConnectedAccount({
      agencyRef: agency.workspace.uid,
      email: 'agency@example.com',
      country: 'US',
      idempotencyKey: `connect-${agency.workspace.uid}`,
    });
    await sandbox.completeOnboarding(account.accountId);
    await db().insert(agencyPaymentAccounts).values({
      workspaceUid: agency.workspace.uid,
      providerAccountId: account.accountId,
      status: 'connected',
      detailsSubmitted: true,
      chargesEnabled: true,
      usdPerCredit: 0.01,
      currency: 'USD',
    });
  }
  return agency;
}

/** A client of a new organisation of the agency, with billing on, signed in, its card saved. */
async function billedClient(agency: TestAgency, options: { card?: boolean } = {}) {
  const client = await addClient(agency);
  const enabled = await agency.client.request({
    method: 'PATCH',
    url: `${agency.base}/orgs/${client.orgId}`,
    payload: { allowBilling: true },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const browser = await signedInClient(app, agency, client);
  if (options.card !== false) {
    const card = await browser.post('/api/client/billing/sandbox-card', TEST_CARD);
    expect(card.statusCode, card.body).toBe(200);
    const saved = await browser.put('/api/client/billing/payment-method', {
      paymentMethodId: card.json().paymentMethodId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ last4: '4242' });
  }
  return { client, browser, orgId: client.orgId };
}

const orgCredits = async (orgId: string) =>
  (await db().select({ credits: orgs.credits }).from(orgs).where(eq(orgs.id, orgId)))[0]!.credits;

const paymentsOf = (orgId: string) => db().select().from(orgPayments).where(eq(orgPayments.orgId, orgId));

async function feeOnTheCharge(providerPaymentId: string) {
  const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, providerPaymentId));
  return { amountCents: payment!.amountCents, applicationFeeCents: payment!.applicationFeeCents };
}

async function addPlan(agency: TestAgency, name: string, credits: number) {
  const saved = await agency.client.post(`${agencyBilling(agency)}/plans`, {
    name,
    price: 40,
    credits,
    features: ['Chat on your website'],
    isPopular: true,
    limits: { maxAgents: 3, allowAnalytics: true, allowLeads: true, allowVoiceChannel: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const plans = (await agency.client.get(agencyBilling(agency))).json().plans as { id: string; name: string }[];
  return plans.find((plan) => plan.name === name)!.id;
}

describe("a client's Purchase Credits", () => {
  it('raises less than 1000 credits to 1000 and credits the organisation once when the request is replayed', async () => {
    const agency = await connectedAgency(true);
    const { browser, orgId } = await billedClient(agency);
    const before = await orgCredits(orgId);
    const buy = () =>
      browser.request({
        method: 'POST',
        url: '/api/client/billing/credits',
        payload: { credits: 400 },
        headers: { 'idempotency-key': 'press-0001' },
      });

    const first = await buy();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ creditsAdded: 1000, message: 'Credits purchased successfully' });
    const replayed = await buy();
    expect(replayed.statusCode, replayed.body).toBe(200);

    expect(await orgCredits(orgId)).toBe(before + 1000);
    const payments = await paymentsOf(orgId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ kind: 'credits', creditsGranted: 1000 });
    const summary = (await browser.get('/api/client/billing')).json();
    expect(summary.credits).toBe(Math.round((before + 1000) * 10) / 10);
    expect(payments[0]!.amountCents).toBe(Math.round(1000 * summary.pricePerCredit * 100));
  });

  it('leaves the platform 0.5% of the charge with the whitelabel add-on and 5% without', async () => {
    for (const [whitelabel, percent] of [
      [true, 0.5],
      [false, 5],
    ] as const) {
      const agency = await connectedAgency(whitelabel);
      const { browser, orgId } = await billedClient(agency);
      const bought = await browser.post('/api/client/billing/credits', { credits: 2000 });
      expect(bought.statusCode, bought.body).toBe(200);
      const [payment] = await paymentsOf(orgId);
      const charge = await feeOnTheCharge(payment!.providerPaymentId);
      expect(charge.applicationFeeCents).toBe(Math.round((charge.amountCents * percent) / 100));
      expect(payment!.platformFeeCents).toBe(charge.applicationFeeCents);
    }
  });

  it('needs a saved card', async () => {
    const agency = await connectedAgency(true);
    const { browser, orgId } = await billedClient(agency, { card: false });
    const refused = await browser.post('/api/client/billing/credits', { credits: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(await paymentsOf(orgId)).toHaveLength(0);
  });
});

describe("a client's Top-up", () => {
  it('adds the credits the amount buys at the agency price, and refuses less than 5', async () => {
    const agency = await connectedAgency(true);
    const { browser, orgId } = await billedClient(agency);
    const before = await orgCredits(orgId);
    expect((await browser.post('/api/client/billing/top-up', { amount: 4 })).statusCode).toBe(400);
    const topped = await browser.post('/api/client/billing/top-up', { amount: 10 });
    expect(topped.statusCode, topped.body).toBe(200);
    const { pricePerCredit } = (await browser.get('/api/client/billing')).json();
    expect(topped.json()).toMatchObject({ message: 'Successfully topped up balance' });
    expect(await orgCredits(orgId)).toBeCloseTo(before + 10 / pricePerCredit, 2);
  });
});

describe("a client's plans and Auto-Recharge", () => {
  it('refuses auto-recharge on the free plan, then a plan is bought on the saved card, its credits granted once, and canceled', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Growth', 5000);
    const { browser, orgId } = await billedClient(agency);
    const autoRecharge = { enabled: true, threshold: 1000, amount: 10, monthlyLimit: 100 };

    const free = await browser.put('/api/client/billing/auto-recharge', autoRecharge);
    expect(free.statusCode).toBe(409);
    expect(free.json().error.message).toBe(ORG_AUTO_RECHARGE_FREE_PLAN);

    const before = await orgCredits(orgId);
    const subscribed = await browser.post('/api/client/billing/subscription', { planId });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await orgCredits(orgId)).toBe(before + 5000);
    const summary = (await browser.get('/api/client/billing')).json();
    expect(summary.subscription).toMatchObject({ planId, status: 'active', cancelAtPeriodEnd: false });
    expect(summary.invoices).toHaveLength(1);
    expect((await paymentsOf(orgId))[0]).toMatchObject({ kind: 'plan', amountCents: 4000, platformFeeCents: 20 });

    const saved = await browser.put('/api/client/billing/auto-recharge', autoRecharge);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await browser.get('/api/client/billing')).json().autoRecharge).toEqual(autoRecharge);

    const canceled = await browser.post('/api/client/billing/subscription/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().message).toBe(CLIENT_SUBSCRIPTION_CANCELED);
    expect((await browser.get('/api/client/billing')).json().subscription.cancelAtPeriodEnd).toBe(true);
  });
});

describe("an organisation's billing", () => {
  it('is its own: a client of another organisation sees none of its invoices, and none without allowBilling', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Starter', 1000);
    const a = await billedClient(agency);
    expect((await a.browser.post('/api/client/billing/subscription', { planId })).statusCode).toBe(200);
    const b = await billedClient(agency);

    expect((await a.browser.get('/api/client/billing')).json().invoices).toHaveLength(1);
    expect((await b.browser.get('/api/client/billing')).json().invoices).toEqual([]);

    const other = await connectedAgency(true);
    const c = await addClient(other);
    const outsider = await signedInClient(app, other, c);
    const off = await outsider.get('/api/client/billing');
    expect(off.statusCode).toBe(404);
    expect(off.json().error.message).toBe(CLIENT_BILLING_UNAVAILABLE);
  });
});

describe("an organisation's Auto-Recharge", () => {
  it('charges its card on the agency account below the threshold, until the monthly limit is reached', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Basic', 0);
    const { browser, orgId } = await billedClient(agency);
    expect((await browser.post('/api/client/billing/subscription', { planId })).statusCode).toBe(200);
    const settings = { enabled: true, threshold: 2500, amount: 10, monthlyLimit: 25 };
    expect((await browser.put('/api/client/billing/auto-recharge', settings)).statusCode).toBe(200);
    const at = { region: 'na' as const, workspaceUid: agency.workspace.uid, orgId };
    // The organisation's agents use up its balance between recharges.
    const spend = () => db().update(orgs).set({ credits: 0 }).where(eq(orgs.id, orgId));

    await spend();
    expect(await rechargeOrg(app, at)).toBe('recharged');
    await spend();
    expect(await rechargeOrg(app, at)).toBe('recharged');
    await spend();
    expect(await rechargeOrg(app, at)).toBe('monthly-limit');
    const recharges = (await paymentsOf(orgId)).filter((payment) => payment.kind === 'recharge');
    expect(recharges.map((payment) => payment.amountCents)).toEqual([1000, 1000]);
    expect(await orgCredits(orgId)).toBe(0);

    // A new month starts counting again.
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    expect(await rechargeOrg(app, at, nextMonth)).toBe('recharged');
  });
});
