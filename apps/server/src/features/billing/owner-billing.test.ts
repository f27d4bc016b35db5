import {
  ADDONS_NEED_SUBSCRIPTION,
  CANCEL_OTHER_REASON_REQUIRED,
  CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD,
  clientLimitMessage,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_NEEDS_SUBSCRIPTION,
  DISCOUNT_CODE_NEEDS_WHITELABEL,
  DISCOUNT_CODE_NOT_ON_YEARLY,
  discountNotApplied,
  NO_ADDON_CHANGES,
  PAY_AS_YOU_GO_LIMITS,
  PRO_PLAN_FREE_CREDITS,
  STARTING_CREDITS,
  subscriptionEndsBanner,
  TEST_MODE_LABEL,
  UNLIMITED,
  USD_TOP_UP_FREE_PLAN,
} from '@agent-platform/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addClient, agencyWithHost } from '../../../test/agency-clients.js';
import { createTestApp, joinWorkspace, signUpWithWorkspace, uniqueEmail } from '../../../test/app.js';
import { notificationEmailsSent } from '../../../test/notification-emails.js';
import {
  creditLedger,
  mailOutbox,
  sandboxEvents,
  sandboxPayments,
  sandboxSubscriptions,
  webhookInbox,
  workspaces,
} from '../../platform/db/schema/index.js';
import { advanceSandboxClock, runSandboxRenewals } from '../../providers/payments/index.js';
import { PAYMENTS_INBOX_PROVIDER } from './billing-payments.js';
import { ALREADY_SUBSCRIBED_MESSAGE } from './create-subscription.js';
import { SUBSCRIPTION_IN_PROGRESS_MESSAGE } from './hold-subscribing.js';
import { billingAccounts, paymentOrders } from './schema.js';
import { RENEWAL_FAILED_TITLE, tellRenewalFailed } from './tell-renewal-failed.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const db = () => app.regions.db('na');
const billing = (owner: Owner) => `/api/na/workspaces/${owner.workspace.uid}/billing`;
const CARDS = {
  ok: '4242424242424242',
  threeDSecure: '4000002500003155',
  declined: '4000000000000002',
  chargesFail: '4000000000000341',
  /** Stripe's test cards issued in Germany and in the UK. */
  germany: '4000002760000016',
  uk: '4000008260000000',
};

async function saveCard(owner: Owner, number: string) {
  const made = await owner.client.post(`${billing(owner)}/sandbox/payment-methods`, {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  expect(made.statusCode, made.body).toBe(200);
  return owner.client.put(`${billing(owner)}/payment-method`, { paymentMethodId: made.json().paymentMethodId });
}

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

const workspaceRow = async (uid: string) => (await db().select().from(workspaces).where(eq(workspaces.uid, uid)))[0]!;
const ledgerReasons = async (uid: string) =>
  (await db().select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid))).map((r) => [r.reason, r.delta]);

async function subscribedOwner(addons: Record<string, number> = {}) {
  const owner = await signUpWithWorkspace(app);
  await saveCard(owner, CARDS.ok);
  const res = await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly', addons });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

describe('the billing summary', () => {
  it('shows a free owner the Free plan in Test mode with no card', async () => {
    const owner = await signUpWithWorkspace(app);
    const summary = (await owner.client.get(billing(owner))).json();
    expect(summary).toMatchObject({
      name: 'Free',
      planId: 'free',
      status: 'active',
      renewalDate: null,
      cancels: false,
      paymentMethod: null,
      mode: 'sandbox',
      modeLabel: TEST_MODE_LABEL,
      countryCode: 'US',
      usdBalance: STARTING_CREDITS * 0.001,
    });
  });
});

describe('subscribing in Test mode', () => {
  it('with 4242: the plan, its limits and its free credits, once, and the invoice', async () => {
    const owner = await signUpWithWorkspace(app);
    const saved = await saveCard(owner, CARDS.ok);
    expect(saved.json()).toMatchObject({ brand: 'visa', last4: '4242' });
    const res = await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: { 'workspace-seat': 2 },
    });
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 4000, currency: 'usd' });
    await paymentEventsProcessed();

    const summary = (await owner.client.get(billing(owner))).json();
    expect(summary).toMatchObject({ name: 'Pay as you go', planId: 'pay_as_you_go_monthly', status: 'active' });
    expect(summary.renewalDate).not.toBeNull();
    expect(summary.costThisMonth).toBe(40);
    expect(summary.addons).toContainEqual({ addonKey: 'workspace-seat', hasAddon: true, quantity: 2 });
    const row = await workspaceRow(owner.workspace.uid);
    expect(row.limits).toMatchObject({
      maxAgents: PAY_AS_YOU_GO_LIMITS.maxAgents,
      workspaceSeats: PAY_AS_YOU_GO_LIMITS.workspaceSeats + 2,
    });
    expect(row.plan).toBe('pay_as_you_go_monthly');
    // The subscription's events (invoice paid, subscription updated) granted nothing again.
    expect((await ledgerReasons(owner.workspace.uid)).filter(([reason]) => reason === 'plan-credits')).toEqual([
      ['plan-credits', PRO_PLAN_FREE_CREDITS],
    ]);
    const invoices = (await owner.client.get(`${billing(owner)}/invoices`)).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0].number).toMatch(/-0001$/);
    expect(invoices[0]).toMatchObject({ amount_paid: 4000, currency: 'usd' });
  });

  it('lets a free workspace make only 2 agents, and more once subscribed', async () => {
    const owner = await signUpWithWorkspace(app);
    const agents = `/api/na/workspaces/${owner.workspace.uid}/agents`;
    for (const name of ['One', 'Two'])
      expect((await owner.client.post(agents, { agentName: name })).statusCode).toBe(201);
    expect((await owner.client.post(agents, { agentName: 'Three' })).statusCode).toBe(403);
    await saveCard(owner, CARDS.ok);
    await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' });
    expect((await owner.client.post(agents, { agentName: 'Three' })).statusCode).toBe(201);
  });

  it('with Whitelabel, agents are unlimited and GOAGENCYNOW takes 50% of the whole subscription', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.ok);
    const res = await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: { 'whitelabel-new': 1 },
      discountCode: 'goagencynow',
    });
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 11000 });
    const row = await workspaceRow(owner.workspace.uid);
    expect(row.limits.maxAgents).toBe(UNLIMITED);
    expect(row.limits.clientSeats).toBe(PAY_AS_YOU_GO_LIMITS.clientSeats + 5);
    expect((await owner.client.get(billing(owner))).json().discountCode).toBe('GOAGENCYNOW');
  });

  it('through 3-D Secure: pending until the step, then active', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.threeDSecure);
    const res = await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' });
    const started = res.json();
    expect(started).toMatchObject({ requiresAction: true });
    expect(started.clientSecret).toBeTruthy();
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({ planId: 'free', status: 'pending' });
    expect((await workspaceRow(owner.workspace.uid)).limits.maxAgents).toBe(2);

    const authenticated = await owner.client.post(
      `${billing(owner)}/sandbox/payments/${started.paymentId}/authenticate`,
      { authenticated: true },
    );
    expect(authenticated.json()).toMatchObject({ requiresAction: false, amountPaid: 2000 });
    const confirmed = await owner.client.post(`${billing(owner)}/payments/confirm`, { paymentId: started.paymentId });
    expect(confirmed.json()).toMatchObject({ requiresAction: false });
    await paymentEventsProcessed();
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({
      planId: 'pay_as_you_go_monthly',
      status: 'active',
    });
    expect((await workspaceRow(owner.workspace.uid)).limits.maxAgents).toBe(PAY_AS_YOU_GO_LIMITS.maxAgents);
  });

  it('a failed 3-D Secure step is refused, and subscribing again with another card works', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.threeDSecure);
    const started = (
      await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' })
    ).json();
    const failed = await owner.client.post(`${billing(owner)}/sandbox/payments/${started.paymentId}/authenticate`, {
      authenticated: false,
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error.message).toMatch(/^We are unable to authenticate your payment method/);
    await paymentEventsProcessed();

    await saveCard(owner, CARDS.ok);
    const again = await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' });
    expect(again.json()).toMatchObject({ requiresAction: false });
    await paymentEventsProcessed();
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({
      planId: 'pay_as_you_go_monthly',
      status: 'active',
    });
  });

  it('subscribes once when several subscribe requests come at the same time', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.ok);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly', addons: {} }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect([SUBSCRIPTION_IN_PROGRESS_MESSAGE, ALREADY_SUBSCRIBED_MESSAGE]).toContain(refused.json().error.message);
    }
    const [account] = await db()
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.workspaceUid, owner.workspace.uid));
    const made = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, account!.customerId));
    const charged = await db()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.customerId, account!.customerId));
    expect(made).toHaveLength(1);
    expect(charged).toHaveLength(1);
    expect(account!.subscribingSince).toBeNull();

    // The hold is let go: a request after them is told the plan is there.
    const later = await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' });
    expect(later.json().error).toEqual({ code: 'ALREADY_SUBSCRIBED', message: ALREADY_SUBSCRIBED_MESSAGE });
  });

  it("refuses a declined card in the card network's words", async () => {
    const owner = await signUpWithWorkspace(app);
    const declined = await saveCard(owner, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });

    await saveCard(owner, CARDS.chargesFail);
    const res = await owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect((await owner.client.get(billing(owner))).json().planId).toBe('free');
    expect((await workspaceRow(owner.workspace.uid)).plan).toBe('free');
  });
});

describe('discount codes', () => {
  const check = (owner: Owner, body: object) => owner.client.post(`${billing(owner)}/discount-codes/check`, body);

  it("follow spec 002 §5.1's rules before asking the payment service", async () => {
    const owner = await signUpWithWorkspace(app);
    const refusal = async (body: object) => (await check(owner, body)).json().error.message;
    expect(await refusal({ code: 'GOAGENCYNOW', planId: 'pay_as_you_go_monthly', addons: {} })).toBe(
      DISCOUNT_CODE_NEEDS_WHITELABEL,
    );
    expect(await refusal({ code: 'TEST10ONCE', planId: 'pay_as_you_go_yearly', addons: {} })).toBe(
      DISCOUNT_CODE_NOT_ON_YEARLY,
    );
    expect(await refusal({ code: 'NOSUCHCODE', planId: 'pay_as_you_go_monthly', addons: {} })).toBe(
      'Invalid discount code.',
    );
    const agency = await check(owner, {
      code: 'GOAGENCYNOW',
      planId: 'pay_as_you_go_monthly',
      addons: { 'whitelabel-new': 1 },
    });
    expect(agency.json().discount).toMatchObject({ valid: true, percent_off: 50, duration: 'forever' });
    const other = await check(owner, { code: 'test5off', planId: 'pay_as_you_go_monthly', addons: {} });
    expect(other.json().discount).toMatchObject({ valid: true, amount_off: 500, duration: 'once' });
  });

  it('refuses a subscription whose code breaks a rule, and charges nothing', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.ok);
    const yearly = await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_yearly',
      addons: { 'whitelabel-new': 1 },
      discountCode: 'GOAGENCYNOW',
    });
    expect(yearly.statusCode).toBe(422);
    expect(yearly.json().error.message).toBe(DISCOUNT_CODE_NOT_ON_YEARLY);
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.workspaceUid, owner.workspace.uid));
    expect(orders).toEqual([]);
  });
});

describe('a discount code for a running subscription', () => {
  const give = (owner: Owner, code: string) =>
    owner.client.post(`${billing(owner)}/subscription/discount-code`, { code });

  it("is refused in spec 002 §8.1's words, then applied from the next invoice on", async () => {
    const free = await signUpWithWorkspace(app);
    expect((await give(free, 'TEST10ONCE')).json().error.message).toBe(
      discountNotApplied(DISCOUNT_CODE_NEEDS_SUBSCRIPTION),
    );

    const owner = await subscribedOwner();
    const needsWhitelabel = await give(owner, 'GOAGENCYNOW');
    expect(needsWhitelabel.statusCode).toBe(422);
    expect(needsWhitelabel.json().error.message).toBe(discountNotApplied(DISCOUNT_CODE_NEEDS_WHITELABEL));
    expect((await give(owner, 'NOSUCHCODE')).json().error.message).toBe(discountNotApplied(DISCOUNT_CODE_INVALID));

    const applied = await give(owner, ' test20three ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().discount).toMatchObject({ valid: true, percent_off: 20, duration: 'repeating' });
    expect((await owner.client.get(billing(owner))).json().discountCode).toBe('TEST20THREE');
    await paymentEventsProcessed();
    await advanceSandboxClock(db(), 32 * 24 * 60 * 60 * 1000);
    await runSandboxRenewals(app.payments.sandbox('na')!);
    await paymentEventsProcessed();
    const invoices = (await owner.client.get(`${billing(owner)}/invoices`)).json().invoices;
    expect(invoices.map((invoice: { amount_paid: number }) => invoice.amount_paid)).toEqual([1600, 2000]);
  });
});

describe('add-ons', () => {
  it('need an active subscription to be added', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await owner.client.post(`${billing(owner)}/subscription/addons`, {
      quantities: { 'workspace-seat': 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADDONS_NEED_SUBSCRIPTION);
  });

  it("say 'No changes to save.' and otherwise change the subscription and the limits", async () => {
    const owner = await subscribedOwner({ 'workspace-seat': 2, 'concurrent-call-line': 1 });
    const same = await owner.client.post(`${billing(owner)}/subscription/addons`, {
      quantities: { 'workspace-seat': 2, 'concurrent-call-line': 1 },
    });
    expect(same.json().error.message).toBe(NO_ADDON_CHANGES);

    const changed = await owner.client.post(`${billing(owner)}/subscription/addons`, {
      quantities: { 'workspace-seat': 1, 'twilio-phone-number': 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().addons.filter((a: { hasAddon: boolean }) => a.hasAddon)).toEqual([
      { addonKey: 'workspace-seat', hasAddon: true, quantity: 1 },
      { addonKey: 'twilio-phone-number', hasAddon: true, quantity: 3 },
    ]);
    const limits = (await workspaceRow(owner.workspace.uid)).limits;
    expect(limits).toMatchObject({
      workspaceSeats: PAY_AS_YOU_GO_LIMITS.workspaceSeats + 1,
      twilioPhoneNumberSlots: PAY_AS_YOU_GO_LIMITS.twilioPhoneNumberSlots + 3,
      maxConcurrentCalls: PAY_AS_YOU_GO_LIMITS.maxConcurrentCalls,
    });
    // Removals went first: the payment service saw the seat and the line go before the numbers came.
    const subscriptionId = (await workspaceRow(owner.workspace.uid)).stripeSubscriptionId;
    const updates = (await db().select().from(sandboxEvents).orderBy(asc(sandboxEvents.seq)))
      .map((event) => event.payload as { type: string; subscription?: { subscriptionId: string; items: unknown } })
      .filter((event) => event.type === 'subscription.updated' && event.subscription?.subscriptionId === subscriptionId)
      .map((event) => event.subscription?.items);
    expect(updates.slice(-2)).toEqual([
      [
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'workspace-seat_monthly', quantity: 1 },
      ],
      [
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'workspace-seat_monthly', quantity: 1 },
        { priceKey: 'twilio-phone-number_monthly', quantity: 3 },
      ],
    ]);
  });
});

describe('cancel and reactivate', () => {
  it("need a reason, 'Other' with text; the banner's date is the period's end; reactivate clears it", async () => {
    const owner = await subscribedOwner();
    const noReason = await owner.client.post(`${billing(owner)}/subscription/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    const other = await owner.client.post(`${billing(owner)}/subscription/cancel`, { reason: 'Other' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain(CANCEL_OTHER_REASON_REQUIRED);

    const cancelled = await owner.client.post(`${billing(owner)}/subscription/cancel`, {
      reason: 'Other',
      otherReason: 'Moving to another tool',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const summary = (await owner.client.get(billing(owner))).json();
    expect(summary).toMatchObject({ cancels: true, renewalDate: null, status: 'active' });
    const periodEnd = (
      await app.payments
        .provider('na')
        .retrieveSubscription((await workspaceRow(owner.workspace.uid)).stripeSubscriptionId!)
    ).currentPeriodEnd;
    expect(summary.cancelsAt).toBe(Math.floor(periodEnd.getTime() / 1000));
    expect(subscriptionEndsBanner(summary.cancelsAt)).toMatch(/^Your subscription will end on \w+ \d+, \d{4}$/);

    expect((await owner.client.post(`${billing(owner)}/subscription/reactivate`)).statusCode).toBe(200);
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({ cancels: false, cancelsAt: null });
  });
});

describe('credits and top-up', () => {
  it('refuses a purchase without a card, and a top-up on the free plan', async () => {
    const owner = await signUpWithWorkspace(app);
    const credits = await owner.client.post(`${billing(owner)}/credits`, { credits: 1000 });
    expect(credits.statusCode).toBe(409);
    expect(credits.json().error.message).toBe(CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD);
    await saveCard(owner, CARDS.ok);
    const topUp = await owner.client.post(`${billing(owner)}/top-up`, { amount: 10 });
    expect(topUp.json().error.message).toBe(USD_TOP_UP_FREE_PLAN);
    const offStep = await owner.client.post(`${billing(owner)}/credits`, { credits: 1200 });
    expect(offStep.statusCode).toBe(400);
  });

  it('credits a purchase exactly once though its payment event arrives too', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.ok);
    const res = await owner.client.post(`${billing(owner)}/credits`, { credits: 2500 });
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 250 });
    await paymentEventsProcessed();
    // The payment's own event was kept and processed too: it found the order already fulfilled.
    const events = (await db().select().from(webhookInbox).where(eq(webhookInbox.provider, PAYMENTS_INBOX_PROVIDER)))
      .map((row) => JSON.parse(row.rawBody) as { type: string; paymentId?: string })
      .filter((event) => event.type === 'payment.succeeded' && event.paymentId === res.json().paymentId);
    expect(events).toHaveLength(1);
    const purchases = (await ledgerReasons(owner.workspace.uid)).filter(([reason]) => reason === 'purchase');
    expect(purchases).toEqual([['purchase', 2500]]);
    expect((await workspaceRow(owner.workspace.uid)).loadTokens).toBe(STARTING_CREDITS + 2500);
  });

  it('a top-up buys its worth in credits, and the USD balance is the credit balance', async () => {
    const owner = await subscribedOwner();
    const before = (await owner.client.get(billing(owner))).json().usdBalance;
    const res = await owner.client.post(`${billing(owner)}/top-up`, { amount: 10 });
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 1000 });
    await paymentEventsProcessed();
    expect((await owner.client.get(billing(owner))).json().usdBalance).toBe(before + 10);
  });
});

describe('renewals and the end of a subscription', () => {
  it('a renewal keeps the plan and records its invoice; a cancelled one ends on Free with its limits', async () => {
    const owner = await subscribedOwner({ 'workspace-seat': 1 });
    await paymentEventsProcessed();
    const sandbox = app.payments.sandbox('na')!;
    await advanceSandboxClock(db(), 32 * 24 * 60 * 60 * 1000);
    await runSandboxRenewals(sandbox);
    await paymentEventsProcessed();
    expect((await owner.client.get(`${billing(owner)}/invoices`)).json().invoices).toHaveLength(2);
    expect((await owner.client.get(billing(owner))).json().status).toBe('active');

    await owner.client.post(`${billing(owner)}/subscription/cancel`, { reason: 'Too expensive' });
    await advanceSandboxClock(db(), 32 * 24 * 60 * 60 * 1000);
    await runSandboxRenewals(sandbox);
    await paymentEventsProcessed();
    const summary = (await owner.client.get(billing(owner))).json();
    expect(summary).toMatchObject({ planId: 'free', name: 'Free', cancels: false });
    const row = await workspaceRow(owner.workspace.uid);
    expect(row).toMatchObject({ plan: 'free', stripeSubscriptionId: null });
    expect(row.limits).toMatchObject({ maxAgents: 2, workspaceSeats: 2 });
  });
});

describe("tax by the card's country", () => {
  it('is charged on the first invoice and on each renewal, and a running plan keeps its country', async () => {
    const owner = await signUpWithWorkspace(app);
    await saveCard(owner, CARDS.germany);
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({ countryCode: 'DE', currency: 'EUR' });
    const res = await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: {},
    });
    // €17.50 and VAT (19%) of €3.325, to the cent: what Confirm Subscription shows.
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 2083, currency: 'eur' });
    await paymentEventsProcessed();
    // A top-up is paid in USD; the month's cost adds it in euros: €20.83 + $10 at 0.88.
    expect((await owner.client.post(`${billing(owner)}/top-up`, { amount: 10 })).json()).toMatchObject({
      amountPaid: 1000,
      currency: 'usd',
    });
    await paymentEventsProcessed();
    expect((await owner.client.get(billing(owner))).json().costThisMonth).toBe(29.63);

    await saveCard(owner, CARDS.uk);
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({ countryCode: 'DE', currency: 'EUR' });
    await advanceSandboxClock(db(), 32 * 24 * 60 * 60 * 1000);
    await runSandboxRenewals(app.payments.sandbox('na')!);
    await paymentEventsProcessed();
    const invoices = (await owner.client.get(`${billing(owner)}/invoices`)).json().invoices;
    expect(invoices.map((invoice: { amount_paid: number }) => invoice.amount_paid)).toEqual([2083, 2083]);
  });
});

describe('a refused renewal', () => {
  it('makes the plan past due and tells the owner once, in the bell and by email', async () => {
    const owner = await subscribedOwner();
    await paymentEventsProcessed();
    // A card that saves but whose charges are refused pays the renewal.
    await saveCard(owner, CARDS.chargesFail);
    await advanceSandboxClock(db(), 32 * 24 * 60 * 60 * 1000);
    await runSandboxRenewals(app.payments.sandbox('na')!);
    await paymentEventsProcessed();
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({ status: 'past_due' });

    const told = async () =>
      (
        (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/notifications`)).json().notifications as {
          title: string;
        }[]
      ).filter((n) => n.title === RENEWAL_FAILED_TITLE);
    expect(await told()).toHaveLength(1);
    await notificationEmailsSent(app);
    const mails = async () =>
      (await app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).filter(
        (mail) => mail.subject === RENEWAL_FAILED_TITLE,
      );
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.text).toContain('$20.00');

    // The payment service reports the same invoice's refusal again (a retry): nobody is told twice.
    const [account] = await db()
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.workspaceUid, owner.workspace.uid));
    const failed = (await db().select().from(sandboxEvents).orderBy(asc(sandboxEvents.seq)))
      .map((event) => event.payload as unknown as Parameters<typeof tellRenewalFailed>[3])
      .filter((event) => event.type === 'invoice.payment_failed' && event.customerId === account!.customerId)
      .at(-1)!;
    const retry = { ...failed, id: 'evt_renewal_retry', created: new Date() };
    await tellRenewalFailed({ ...app, log: app.log }, 'na', owner.workspace.uid, retry);
    await notificationEmailsSent(app);
    expect(await told()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });
});

describe('client seats', () => {
  it("refuse a free agency's third client, and a client seat add-on makes room", async () => {
    const agency = await agencyWithHost(app, 'na', 'Seat Agency', null);
    const owner = agency as Owner;
    await addClient(agency);
    await addClient(agency);
    const org = (await agency.client.post(`${agency.base}/orgs`, { name: 'Third Org' })).json().id as string;
    const third = () =>
      agency.client.post(`${agency.base}/orgs/${org}/clients`, { name: 'Third', email: uniqueEmail('client') });
    const refused = await third();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'PLAN_LIMIT', message: clientLimitMessage(2) });

    await saveCard(owner, CARDS.ok);
    await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: { client_seat: 1 },
    });
    expect((await third()).statusCode).toBe(200);
    expect((await third()).json().error.message).toBe(clientLimitMessage(3));
  });
});

describe('access', () => {
  it("is the owner's: a member without billing.manage is refused", async () => {
    const owner = await signUpWithWorkspace(app);
    const admin = await joinWorkspace(app, owner.workspace.uid, 'admin');
    const res = await admin.client.get(billing(owner));
    expect(res.statusCode).toBe(403);
    const other = await signUpWithWorkspace(app);
    expect((await other.client.get(billing(owner))).statusCode).toBe(404);
  });
});
