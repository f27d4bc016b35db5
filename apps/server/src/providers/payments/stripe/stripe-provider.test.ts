import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../../test/fakes/stripe-server.js';
import { startLocalServer } from '../../../../test/local-http-server.js';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../platform/db/regions.js';
import { createPaymentsProvider } from '../create-payments-provider.js';
import { SandboxPaymentsProvider } from '../sandbox/sandbox-provider.js';
import { StripePaymentsProvider } from './stripe-provider.js';

let fake: FakeStripe;
let stripe: StripePaymentsProvider;
beforeAll(async () => {
  fake = await startFakeStripe({
    prices: { price_payg: { unit_amount: 2000, currency: 'usd', interval: 'month' } },
    coupons: [{ id: 'SUMMER5', amount_off: 500, currency: 'usd', duration: 'once', name: '$5 off' }],
  });
  stripe = new StripePaymentsProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
    prices: { payg_monthly: 'price_payg' },
  });
});
afterAll(() => fake.close());

const newCustomer = (ref: string) =>
  stripe.ensureCustomer({ workspaceRef: ref, email: `${ref}@example.com`, name: ref });

describe('the Stripe adapter', () => {
  it('calls Stripe with the secret key and passes the idempotency key on every create', async () => {
    const customerId = await newCustomer('W-keys');
    await stripe.setDefaultPaymentMethod(customerId, 'pm_card_visa');
    const before = fake.calls.length;
    await stripe.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: 'subscribe-W-keys',
    });
    await stripe.chargeOnce({
      customerId,
      amountCents: 1000,
      currency: 'USD',
      description: '1,000 credits',
      idempotencyKey: 'credits-W-keys',
      offSession: false,
    });
    const creates = fake.calls.slice(before).filter((call) => call.method === 'POST');
    expect(creates.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ['/v1/subscriptions', 'subscribe-W-keys'],
      ['/v1/payment_intents', 'credits-W-keys'],
    ]);
    expect(creates[0]!.params).toMatchObject({
      customer: customerId,
      items: [{ price: 'price_payg', quantity: '1' }],
      payment_behavior: 'allow_incomplete',
    });
    expect(creates[1]!.params).toMatchObject({
      amount: '1000',
      currency: 'usd',
      confirm: 'true',
      off_session: 'false',
    });
  });

  it('creates one customer per workspace, found again by its metadata', async () => {
    const first = await newCustomer('W-once');
    expect(await newCustomer('W-once')).toBe(first);
    expect(
      [...fake.customers.values()].filter((c) => (c.metadata as Record<string, string>).workspace === 'W-once'),
    ).toHaveLength(1);
  });

  it('replaces the saved card: the new one is the default and the old one is detached', async () => {
    const customerId = await newCustomer('W-card');
    const visa = await stripe.setDefaultPaymentMethod(customerId, 'pm_card_visa');
    const mastercard = await stripe.setDefaultPaymentMethod(customerId, 'pm_card_mastercard');
    expect(mastercard).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(await stripe.getDefaultPaymentMethod(customerId)).toEqual(mastercard);
    expect(fake.calls.some((call) => call.path === `/v1/payment_methods/${visa.id}/detach`)).toBe(true);
  });

  it("an off-session charge on a card that always asks for 3-D Secure fails with Stripe's reason", async () => {
    const customerId = await newCustomer('W-offsession');
    await stripe.setDefaultPaymentMethod(customerId, 'pm_card_authenticationRequired');
    const payment = await stripe.chargeOnce({
      customerId,
      amountCents: 500,
      currency: 'usd',
      description: 'Auto-recharge',
      idempotencyKey: 'recharge-1',
      offSession: true,
    });
    expect(payment).toMatchObject({
      status: 'requires_payment_method',
      failureMessage: 'Your card was declined. This transaction requires authentication.',
    });
    // The replay answers the same refusal, and Stripe made no second payment.
    const again = await stripe.chargeOnce({
      customerId,
      amountCents: 500,
      currency: 'usd',
      description: 'Auto-recharge',
      idempotencyKey: 'recharge-1',
      offSession: true,
    });
    expect(again.id).toBe(payment.id);
    expect([...fake.paymentIntents.values()].filter((intent) => intent.customer === customerId)).toHaveLength(1);
  });

  it('reads a coupon by its id, with its amount, currency and duration', async () => {
    expect(await stripe.checkDiscountCode('SUMMER5')).toEqual({
      valid: true,
      code: 'SUMMER5',
      name: '$5 off',
      amountOffCents: 500,
      currency: 'usd',
      duration: 'once',
    });
  });

  it('refuses an unknown price key before calling Stripe', async () => {
    const customerId = await newCustomer('W-price');
    await stripe.setDefaultPaymentMethod(customerId, 'pm_card_visa');
    await expect(
      stripe.createSubscription({
        customerId,
        items: [{ priceKey: 'whitelabel_monthly', quantity: 1 }],
        idempotencyKey: 'subscribe-W-price',
      }),
    ).rejects.toMatchObject({ code: 'PRICE_NOT_FOUND' });
  });

  it('lists invoices with their hosted pages', async () => {
    const customerId = await newCustomer('W-invoices');
    await stripe.setDefaultPaymentMethod(customerId, 'pm_card_visa');
    await stripe.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: 'subscribe-W-invoices',
    });
    const [invoice] = await stripe.listInvoices(customerId, 4);
    expect(invoice).toMatchObject({ amountPaidCents: 2000, status: 'paid' });
    expect(invoice!.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.com\//);
  });

  it('reads events delivered to a webhook address, and leaves the ones the product does not use', async () => {
    const received: { body: string; signature: string }[] = [];
    const { server, port } = await startLocalServer((req, res, body) => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.end();
    });
    try {
      const event = fake.events.find((e) => e.type === 'invoice.paid')!;
      expect(await fake.sendEvent(`http://127.0.0.1:${port}/webhook`, event)).toBe(200);
      const parsed = stripe.parseWebhook(Buffer.from(received[0]!.body), {
        'stripe-signature': received[0]!.signature,
      });
      expect(parsed).toMatchObject({ id: event.id, type: 'invoice.paid', billingReason: 'subscription_create' });
      const created = fake.events.find((e) => e.type === 'customer.created')!;
      const delivery = fake.signedDelivery(created);
      expect(stripe.parseWebhook(delivery.rawBody, delivery.headers)).toBeNull();
      // Signed with another endpoint's secret, or too long ago: refused.
      const foreign = fake.signedDelivery(event, { secret: 'whsec_another_endpoint' });
      expect(() => stripe.parseWebhook(foreign.rawBody, foreign.headers)).toThrow(
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      );
      const stale = fake.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect(() => stripe.parseWebhook(stale.rawBody, stale.headers)).toThrow(
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      );
    } finally {
      server.close();
    }
  });
});

describe('choosing the payments provider', () => {
  const sandboxDeps = { db: {} as Db, prices: {}, deliverWebhook: async () => {}, log: { warn: () => {} } };

  it('uses Stripe when its secret key is set, and Test mode otherwise', () => {
    const withStripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICES: '{"payg_monthly":"price_1"}',
    });
    const provider = createPaymentsProvider(withStripe, sandboxDeps);
    expect(provider).toBeInstanceOf(StripePaymentsProvider);
    expect(provider).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_abc' });
    const embedded = createPaymentsProvider(loadConfig({}), sandboxDeps);
    expect(embedded).toBeInstanceOf(SandboxPaymentsProvider);
    expect(embedded).toMatchObject({ mode: 'sandbox', publishableKey: null });
  });

  it('refuses a Stripe key without its publishable key and webhook secret, and a malformed price list', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_PRICES: '{"payg_monthly":42}' })).toThrow(/STRIPE_PRICES/);
  });
});
