import {
  CLIENT_BILLING_UNAVAILABLE,
  CLIENT_SUBSCRIPTION_CANCELED,
  ORG_AUTO_RECHARGE_FREE_PLAN,
} from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp } from '../../../test/app.js';
import {
  agencyPaymentAccounts,
  mailOutbox,
  orgPayments,
  orgSubscriptions,
  orgs,
  sandboxEvents,
  sandboxPayments,
  webhookInbox,
} from '../../platform/db/schema/index.js';
import { advanceSandboxClock, type PaymentEvent, runSandboxRenewals } from '../../providers/payments/index.js';
import { PAYMENTS_INBOX_PROVIDER } from '../billing/billing-payments.js';
import { rechargeOrg } from './recharge-org.js';
import { ORG_RENEWAL_FAILED_TITLE } from './tell-org-renewal-failed.js';

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

type ClientBrowser = Awaited<ReturnType<typeof billedClient>>['browser'];

/** Select Plan: the payment page's session, from the address the browser is sent to. */
async function openCheckout(browser: ClientBrowser, planId: string) {
  const opened = await browser.post('/api/client/billing/subscription', { planId, returnPath: '/app/na/agents' });
  expect(opened.statusCode, opened.body).toBe(200);
  const url = new URL(opened.json().sessionUrl as string);
  expect(url.pathname).toBe('/test-mode/checkout');
  return `/api/${url.searchParams.get('region')}/public/test-mode/checkout/${url.searchParams.get('session')}`;
}

/** Test mode's checkout page paid with a test card: where the browser is sent back to. */
async function payCheckout(checkout: string, number = TEST_CARD.number) {
  const paid = await app.inject({ method: 'POST', url: `${checkout}/pay`, payload: { ...TEST_CARD, number } });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { status: 'complete'; redirectUrl: string } | { status: 'requires_action'; paymentId: string };
}

/** Select Plan, paid with the 4242 card on the checkout page, and its checkout.completed processed. */
async function subscribeThroughCheckout(browser: ClientBrowser, planId: string) {
  const outcome = await payCheckout(await openCheckout(browser, planId));
  expect(outcome).toMatchObject({ status: 'complete' });
  await paymentEventsProcessed();
  return outcome;
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
  it('refuses auto-recharge on the free plan, then a plan is paid on the checkout page, its credits granted once, and canceled', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Growth', 5000);
    const { browser, orgId } = await billedClient(agency);
    const autoRecharge = { enabled: true, threshold: 1000, amount: 10, monthlyLimit: 100 };

    const free = await browser.put('/api/client/billing/auto-recharge', autoRecharge);
    expect(free.statusCode).toBe(409);
    expect(free.json().error.message).toBe(ORG_AUTO_RECHARGE_FREE_PLAN);

    const before = await orgCredits(orgId);
    await subscribeThroughCheckout(browser, planId);
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

describe("a client's checkout page in Test mode", () => {
  it('refuses the 0002 card and stays open, passes 3155 after authentication, and subscribes once from checkout.completed', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Scale', 2000);
    const { browser, orgId } = await billedClient(agency, { card: false });
    const checkout = await openCheckout(browser, planId);
    const page = await app.inject({ method: 'GET', url: checkout });
    expect(page.json()).toMatchObject({ status: 'open', productName: 'Scale', amountCents: 4000, currency: 'usd' });
    expect(page.json().cancelUrl).toMatch(/\/app\/na\/agents\?checkout=canceled$/);

    const declined = await app.inject({
      method: 'POST',
      url: `${checkout}/pay`,
      payload: { ...TEST_CARD, number: '4000000000000002' },
    });
    expect(declined.json().error.message).toBe('Your card was declined.');
    expect((await app.inject({ method: 'GET', url: checkout })).json().status).toBe('open');

    const asked = await payCheckout(checkout, '4000002500003155');
    if (asked.status !== 'requires_action') throw new Error(`expected the 3-D Secure step, got ${asked.status}`);
    // Redirecting back is no payment: nothing is granted before the payment service says so.
    expect((await browser.get('/api/client/billing')).json().subscription).toBeNull();
    const passed = await app.inject({
      method: 'POST',
      url: `${checkout}/authenticate`,
      payload: { paymentId: asked.paymentId, authenticated: true },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().redirectUrl).toMatch(/\/app\/na\/agents\?checkout=subscribed$/);
    await paymentEventsProcessed();

    const summary = (await browser.get('/api/client/billing')).json();
    expect(summary.subscription).toMatchObject({ planId, status: 'active' });
    expect(summary.credits).toBe(2000);
    const [paid] = await paymentsOf(orgId);
    expect(paid).toMatchObject({ kind: 'plan', amountCents: 4000, platformFeeCents: 20, creditsGranted: 2000 });

    // The same checkout.completed told again (another delivery, another event id) grants nothing more.
    const told = (await db().select().from(sandboxEvents).where(eq(sandboxEvents.type, 'checkout.completed'))).find(
      (row) => (row.payload.metadata as Record<string, string>).orgId === orgId,
    );
    await app.payments.keepEvent('na', {
      ...(told!.payload as unknown as PaymentEvent),
      id: `${told!.id}_again`,
      created: new Date(),
    });
    await paymentEventsProcessed();
    expect(await orgCredits(orgId)).toBe(2000);
    expect(await paymentsOf(orgId)).toHaveLength(1);
    // A second Select Plan is refused: the organisation has its plan.
    expect((await browser.post('/api/client/billing/subscription', { planId })).statusCode).toBe(409);
  });
});

/** Waits for the inbox's workers to have processed every payment event kept so far. */
async function paymentEventsProcessed() {
  await vi.waitFor(
    async () => {
      const open = await db()
        .select({ id: webhookInbox.id })
        .from(webhookInbox)
        .where(and(eq(webhookInbox.provider, PAYMENTS_INBOX_PROVIDER), isNull(webhookInbox.processedAt)));
      expect(open).toEqual([]);
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** Test mode's clock moves past the period's end and its renewals run, as Stripe's would. */
async function nextPeriod() {
  await advanceSandboxClock(db(), 32 * 24 * 60 * 60 * 1000);
  await runSandboxRenewals(app.payments.sandbox('na')!);
  await paymentEventsProcessed();
}

/** The renewal's invoice.paid as the sandbox recorded it for the agency's account. */
async function renewalPaidEvent(accountId: string, subscriptionId: string) {
  const rows = await db().select().from(sandboxEvents).where(eq(sandboxEvents.type, 'invoice.paid'));
  const row = rows.find(
    ({ payload }) =>
      payload.account === accountId &&
      payload.subscriptionId === subscriptionId &&
      payload.billingReason === 'subscription_cycle',
  );
  return row!;
}

describe("an organisation's plan renewals on its agency's account", () => {
  it('grant the plan credits once per paid invoice, and a refused renewal makes the plan past due and tells the clients', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Growth', 5000);
    const { browser, orgId, client } = await billedClient(agency);
    await subscribeThroughCheckout(browser, planId);
    const subscribed = await orgCredits(orgId);
    const [account] = await db()
      .select({ accountId: agencyPaymentAccounts.providerAccountId })
      .from(agencyPaymentAccounts)
      .where(eq(agencyPaymentAccounts.workspaceUid, agency.workspace.uid));
    const [subscription] = await db().select().from(orgSubscriptions).where(eq(orgSubscriptions.orgId, orgId));

    await nextPeriod();
    expect(await orgCredits(orgId)).toBe(subscribed + 5000);
    const plans = () => paymentsOf(orgId).then((rows) => rows.filter((payment) => payment.kind === 'plan'));
    expect(await plans()).toHaveLength(2);
    const renewal = await renewalPaidEvent(account!.accountId!, subscription!.providerSubscriptionId);
    expect((await plans()).find((payment) => payment.providerPaymentId === renewal.payload.invoiceId)).toMatchObject({
      amountCents: 4000,
      currency: 'USD',
      creditsGranted: 5000,
      platformFeeCents: 20,
    });

    // Delivered again (delivery is at least once), and the same invoice told under another event id.
    await db().update(sandboxEvents).set({ deliveredAt: null }).where(eq(sandboxEvents.id, renewal.id));
    await app.payments.sandbox('na')!.deliverPendingEvents();
    await app.payments.keepEvent('na', {
      ...(renewal.payload as unknown as PaymentEvent),
      id: `${renewal.id}_again`,
      created: new Date(),
    });
    await paymentEventsProcessed();
    expect(await orgCredits(orgId)).toBe(subscribed + 5000);
    expect(await plans()).toHaveLength(2);

    // The card now refuses charges: the next renewal fails.
    const refusing = await browser.post('/api/client/billing/sandbox-card', {
      ...TEST_CARD,
      number: '4000000000000341',
    });
    expect(refusing.statusCode, refusing.body).toBe(200);
    const saved = await browser.put('/api/client/billing/payment-method', {
      paymentMethodId: refusing.json().paymentMethodId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await nextPeriod();
    expect(await orgCredits(orgId)).toBe(subscribed + 5000);
    expect((await browser.get('/api/client/billing')).json().subscription).toMatchObject({
      planId,
      status: 'past_due',
    });
    await vi.waitFor(
      async () => {
        const [told] = await app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
        expect(told?.subject).toBe(ORG_RENEWAL_FAILED_TITLE);
        expect(told?.text).toContain('to renew your Growth plan, so it is now past due');
      },
      { timeout: 20_000, interval: 100 },
    );
    const bell = async () =>
      (await browser.get('/api/client/notifications'))
        .json()
        .notifications.filter((notice: { title: string }) => notice.title === ORG_RENEWAL_FAILED_TITLE);
    expect(await bell()).toEqual([expect.objectContaining({ source: 'failedCharge', seen: false })]);

    // The payment service tells of the same refused invoice again, under another event id: told once.
    const [refused] = (await db().select().from(sandboxEvents).where(eq(sandboxEvents.type, 'invoice.payment_failed')))
      .filter(({ payload }) => payload.subscriptionId === subscription!.providerSubscriptionId)
      .map(({ id, payload }) => ({ id, payload }));
    await app.payments.keepEvent('na', {
      ...(refused!.payload as unknown as PaymentEvent),
      id: `${refused!.id}_again`,
      created: new Date(),
    });
    await paymentEventsProcessed();
    expect(await bell()).toHaveLength(1);
    const emails = await app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    expect(emails.filter((email) => email.subject === ORG_RENEWAL_FAILED_TITLE)).toHaveLength(1);
  });
});

describe("an organisation's billing", () => {
  it('is its own: a client of another organisation sees none of its invoices, and none without allowBilling', async () => {
    const agency = await connectedAgency(true);
    const planId = await addPlan(agency, 'Starter', 1000);
    const a = await billedClient(agency);
    await subscribeThroughCheckout(a.browser, planId);
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
    await subscribeThroughCheckout(browser, planId);
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
