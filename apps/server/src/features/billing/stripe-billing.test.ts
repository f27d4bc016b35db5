import { PAY_AS_YOU_GO_LIMITS, STARTING_CREDITS } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { type FakeStripe, type FakeStripePrice, startFakeStripe } from '../../../test/fakes/stripe-server.js';
import { creditLedger, webhookInbox, workspaces } from '../../platform/db/schema/index.js';
import { PAYMENTS_INBOX_PROVIDER } from './billing-payments.js';
import { billingAccounts, paymentOrders } from './schema.js';

/** Two of the product's USD prices in Stripe, and STRIPE_PRICES naming them by our price keys. */
const PRICES: Record<string, FakeStripePrice> = {
  price_payg_monthly: { unit_amount: 2000, currency: 'usd', interval: 'month' },
  price_whitelabel_monthly: { unit_amount: 20000, currency: 'usd', interval: 'month' },
  price_payg_monthly_eur: { unit_amount: 1750, currency: 'eur', interval: 'month' },
};
const STRIPE_PRICES = {
  payg_monthly: 'price_payg_monthly',
  'whitelabel-new_monthly': 'price_whitelabel_monthly',
  payg_monthly_eur: 'price_payg_monthly_eur',
};

let fake: FakeStripe;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeStripe({
    prices: PRICES,
    coupons: [{ id: 'agency50', percent_off: 50, duration: 'forever', name: 'Agency offer' }],
    promotionCodes: { GOAGENCYNOW: 'agency50' },
  });
  app = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_stripe',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
    STRIPE_PRICES: JSON.stringify(STRIPE_PRICES),
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const db = () => app.regions.db('na');
const billing = (owner: Owner) => `/api/na/workspaces/${owner.workspace.uid}/billing`;

async function ownerWithCard(paymentMethodId: string) {
  const owner = await signUpWithWorkspace(app);
  const saved = await owner.client.put(`${billing(owner)}/payment-method`, { paymentMethodId });
  expect(saved.statusCode, saved.body).toBe(200);
  return owner;
}

const deliver = (delivery: { rawBody: Buffer; headers: Record<string, string> }) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: { ...delivery.headers, 'content-type': 'application/json' },
    payload: delivery.rawBody,
  });

const paymentsInbox = () => db().select().from(webhookInbox).where(eq(webhookInbox.provider, PAYMENTS_INBOX_PROVIDER));

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

const purchases = async (uid: string) =>
  (await db().select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid)))
    .filter((row) => row.reason === 'purchase')
    .map((row) => row.delta);

const eventOf = (type: string, objectId: string) =>
  fake.events.find((event) => event.type === type && (event.data as { object: { id: string } }).object.id === objectId);

describe('owner billing against Stripe', () => {
  it('is not in Test mode, and has no sandbox card route', async () => {
    const owner = await signUpWithWorkspace(app);
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({
      mode: 'stripe',
      modeLabel: null,
      publishableKey: 'pk_test_fake_stripe',
    });
    const sandboxCard = await owner.client.post(`${billing(owner)}/sandbox/payment-methods`, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    expect(sandboxCard.statusCode).toBe(404);
  });

  it('subscribes with the idempotency key of its order, the prices, the promotion code, and writes the limits', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const res = await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: { 'whitelabel-new': 1 },
      discountCode: 'GOAGENCYNOW',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 11000, currency: 'usd' });
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.workspaceUid, owner.workspace.uid));
    const create = fake.calls.find(
      (call) => call.method === 'POST' && call.path === '/v1/subscriptions' && call.idempotencyKey === order!.id,
    );
    expect(create?.params).toMatchObject({
      items: [
        { price: 'price_payg_monthly', quantity: '1' },
        { price: 'price_whitelabel_monthly', quantity: '1' },
      ],
    });
    const [row] = await db().select().from(workspaces).where(eq(workspaces.uid, owner.workspace.uid));
    expect(row!.limits).toMatchObject({ maxAgents: 'infinity', clientSeats: PAY_AS_YOU_GO_LIMITS.clientSeats + 5 });

    // Stripe's own events for the subscription, delivered: the plan stays as it is.
    const subscriptionId = row!.stripeSubscriptionId!;
    for (const event of fake.events.filter(
      (e) => JSON.stringify(e.data).includes(subscriptionId) && String(e.type).startsWith('customer.subscription'),
    )) {
      expect((await deliver(fake.signedDelivery(event))).statusCode).toBe(200);
    }
    await paymentEventsProcessed();
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({
      planId: 'pay_as_you_go_monthly',
      status: 'active',
    });
  });

  it("charges the tax of the card's country on the subscription, through one tax rate for all its workspaces", async () => {
    for (const n of [1, 2]) {
      const owner = await ownerWithCard('pm_card_de');
      expect((await owner.client.get(billing(owner))).json()).toMatchObject({ countryCode: 'DE', currency: 'EUR' });
      const res = await owner.client.post(`${billing(owner)}/subscription`, {
        planId: 'pay_as_you_go_monthly',
        addons: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      // €17.50 and VAT (19%) of €3.325, to the cent: what Confirm Subscription shows.
      expect(res.json(), `owner ${n}`).toMatchObject({ requiresAction: false, amountPaid: 2083, currency: 'eur' });
      const [order] = await db()
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.workspaceUid, owner.workspace.uid));
      expect(order).toMatchObject({ amountCents: 2083, currency: 'eur' });
      const create = fake.calls.find((call) => call.path === '/v1/subscriptions' && call.idempotencyKey === order!.id);
      expect(create?.params).toMatchObject({ default_tax_rates: [expect.stringMatching(/^txr_/)] });
    }
    const made = fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/tax_rates');
    expect(made.map((call) => call.params)).toEqual([
      { display_name: 'VAT', percentage: '19', inclusive: 'false', country: 'DE' },
    ]);
  });

  it('keeps the country and currency of a running plan when a card from another country replaces its card', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const res = await owner.client.post(`${billing(owner)}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: {},
    });
    expect(res.json()).toMatchObject({ amountPaid: 2000, currency: 'usd' });
    const saved = await owner.client.put(`${billing(owner)}/payment-method`, { paymentMethodId: 'pm_card_gb' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.client.get(billing(owner))).json()).toMatchObject({ countryCode: 'US', currency: 'USD' });
  });

  it('three subscribe requests at once reach Stripe once and charge once', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const answers = await Promise.all(
      [1, 2, 3].map(() => owner.client.post(`${billing(owner)}/subscription`, { planId: 'pay_as_you_go_monthly' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [account] = await db()
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.workspaceUid, owner.workspace.uid));
    const created = fake.calls.filter(
      (call) =>
        call.method === 'POST' && call.path === '/v1/subscriptions' && call.params.customer === account!.customerId,
    );
    expect(created).toHaveLength(1);
    const charges = [...fake.paymentIntents.values()].filter((intent) => intent.customer === account!.customerId);
    expect(charges).toHaveLength(1);
  });

  it('a purchase event delivered twice credits once, and the answer path adds nothing more', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const res = await owner.client.post(`${billing(owner)}/credits`, { credits: 1000 });
    expect(res.json()).toMatchObject({ requiresAction: false, amountPaid: 100 });
    const paymentId = res.json().paymentId as string;
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerPaymentId, paymentId));
    // One charge, keyed by the order, which its events name.
    const charges = fake.calls.filter((call) => call.idempotencyKey === order!.id);
    expect(charges.map((call) => call.path)).toEqual(['/v1/payment_intents']);
    expect(charges[0]!.params).toMatchObject({ amount: '100', metadata: { orderId: order!.id } });

    const succeeded = eventOf('payment_intent.succeeded', paymentId)!;
    expect(succeeded).toBeDefined();
    const delivery = fake.signedDelivery(succeeded);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await deliver(delivery)).statusCode).toBe(200);
    await paymentEventsProcessed();
    expect((await paymentsInbox()).filter((row) => row.eventId === succeeded.id)).toHaveLength(1);
    expect(await purchases(owner.workspace.uid)).toEqual([1000]);
  });

  it('a purchase through 3-D Secure is credited by its webhook, once, however often it comes', async () => {
    const owner = await ownerWithCard('pm_card_authenticationRequired');
    const res = await owner.client.post(`${billing(owner)}/credits`, { credits: 1500 });
    expect(res.json()).toMatchObject({ requiresAction: true });
    const paymentId = res.json().paymentId as string;
    expect(res.json().clientSecret).toMatch(/^pi_/);
    expect(await purchases(owner.workspace.uid)).toEqual([]);

    // The browser's step with Stripe.js; the dashboard never calls confirm here.
    fake.authenticate(paymentId, true);
    const succeeded = eventOf('payment_intent.succeeded', paymentId)!;
    for (let i = 0; i < 3; i++) expect((await deliver(fake.signedDelivery(succeeded))).statusCode).toBe(200);
    await paymentEventsProcessed();
    expect(await purchases(owner.workspace.uid)).toEqual([1500]);
    const [row] = await db().select().from(workspaces).where(eq(workspaces.uid, owner.workspace.uid));
    expect(row!.loadTokens).toBe(STARTING_CREDITS + 1500);
    // And a confirm arriving after the webhook finds it done.
    const confirmed = await owner.client.post(`${billing(owner)}/payments/confirm`, { paymentId });
    expect(confirmed.json()).toMatchObject({ requiresAction: false });
    expect(await purchases(owner.workspace.uid)).toEqual([1500]);
  });

  it('refuses a tampered signature and keeps nothing', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const res = await owner.client.post(`${billing(owner)}/credits`, { credits: 2000 });
    const succeeded = eventOf('payment_intent.succeeded', res.json().paymentId)!;
    const before = (await paymentsInbox()).length;
    const signed = fake.signedDelivery(succeeded);
    const tampered = Buffer.from(signed.rawBody.toString('utf8').replace(/"amount":\s*200\b/, '"amount": 999999'));
    expect(tampered.equals(signed.rawBody)).toBe(false);
    const refused = await deliver({ rawBody: tampered, headers: signed.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const wrongSecret = await deliver(fake.signedDelivery(succeeded, { secret: 'whsec_not_ours' }));
    expect(wrongSecret.statusCode).toBe(403);
    expect((await paymentsInbox()).length).toBe(before);
  });

  it("a declined card is refused when it is saved, in Stripe's words", async () => {
    const owner = await signUpWithWorkspace(app);
    const saved = await owner.client.put(`${billing(owner)}/payment-method`, {
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(saved.statusCode).toBe(402);
    expect(saved.json().error).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
  });
});
