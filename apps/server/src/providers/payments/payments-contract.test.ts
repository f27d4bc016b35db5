import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe-server.js';
import { openTestRegions } from '../../../test/test-regions.js';
import type { Regions } from '../../platform/db/regions.js';
import type { PaymentEvent, PaymentsProvider } from './payments-provider.js';
import { runSandboxRenewals } from './sandbox/run-sandbox-renewals.js';
import type { SandboxPrices } from './sandbox/sandbox-billing.js';
import { advanceSandboxClock } from './sandbox/sandbox-clock.js';
import type { WebhookDelivery } from './sandbox/sandbox-events.js';
import { SandboxPaymentsProvider } from './sandbox/sandbox-provider.js';
import { sandboxPayments } from './sandbox/schema.js';
import { createSandboxPaymentMethod } from './sandbox/test-cards.js';
import { StripePaymentsProvider } from './stripe/stripe-provider.js';

// The same scenarios against Stripe (the official SDK against a fake Stripe) and the sandbox:
// the billing feature must not be able to tell them apart.

type Card = 'visa' | 'authenticate' | 'declined' | 'chargesFail' | 'germany';

interface Harness {
  provider: PaymentsProvider;
  /** A payment method id for a test card, as the browser would hand it over. */
  card(card: Card): Promise<string>;
  /** The browser's 3-D Secure step, then the server's confirmation. */
  authenticate(paymentId: string, passed: boolean): Promise<void>;
  /** Time passes beyond the end of the current monthly period. */
  renew(): Promise<void>;
  /** Every delivery so far, signed as delivered. */
  deliveries(): Promise<WebhookDelivery[]>;
  /** The agency fills in its onboarding (Stripe's hosted form; Test mode's Complete button). */
  completeOnboarding(accountId: string): Promise<void>;
  /** Whether a plan's price can still be bought. */
  priceActive(priceId: string): Promise<boolean>;
  /** The platform's part of a payment on a connected account. */
  applicationFee(paymentId: string): Promise<number | null>;
  /** The customer pays a checkout session with the 4242 card on the service's hosted page. */
  payCheckout(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

const PRICES: SandboxPrices = {
  payg_monthly: { unitAmountCents: 2000, currency: 'usd', interval: 'month' },
  whitelabel_monthly: { unitAmountCents: 20000, currency: 'usd', interval: 'month' },
  seat_monthly: { unitAmountCents: 1000, currency: 'usd', interval: 'month' },
};

const DAY = 86_400_000;

async function sandboxHarness(): Promise<Harness> {
  const regions: Regions = await openTestRegions();
  const db = regions.db('na');
  const delivered: WebhookDelivery[] = [];
  const sandbox = new SandboxPaymentsProvider({
    db,
    prices: PRICES,
    deliverWebhook: async (delivery) => {
      delivered.push(delivery);
    },
    log: { warn: () => {} },
  });
  const numbers: Record<Card, string> = {
    visa: '4242 4242 4242 4242',
    authenticate: '4000 0025 0000 3155',
    declined: '4000 0000 0000 0002',
    chargesFail: '4000 0000 0000 0341',
    germany: '4000 0027 6000 0016',
  };
  return {
    provider: sandbox,
    card: async (card) =>
      (await createSandboxPaymentMethod(db, { number: numbers[card], expMonth: 12, expYear: 2099, cvc: '123' })).id,
    authenticate: async (paymentId, passed) => {
      await sandbox.confirmPayment(paymentId, { authenticated: passed });
    },
    renew: async () => {
      await advanceSandboxClock(db, 32 * DAY);
      await runSandboxRenewals(sandbox);
    },
    deliveries: async () => delivered,
    completeOnboarding: async (accountId) => {
      await sandbox.completeOnboarding(accountId);
    },
    priceActive: async (priceId) => (await sandbox.planPrice(priceId))?.active ?? false,
    applicationFee: async (paymentId) => {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return row?.applicationFeeCents ?? null;
    },
    payCheckout: async (sessionId) => {
      const card = await createSandboxPaymentMethod(db, {
        number: numbers.visa,
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      await sandbox.payCheckout(sessionId, card.id);
    },
    close: () => regions.close(),
  };
}

async function stripeHarness(): Promise<Harness> {
  const fake: FakeStripe = await startFakeStripe({
    prices: {
      price_payg: { unit_amount: 2000, currency: 'usd', interval: 'month' },
      price_whitelabel: { unit_amount: 20000, currency: 'usd', interval: 'month' },
      price_seat: { unit_amount: 1000, currency: 'usd', interval: 'month' },
    },
    coupons: [{ id: 'agency50', name: 'Agency offer: 50% off forever', percent_off: 50, duration: 'forever' }],
    promotionCodes: { GOAGENCYNOW: 'agency50' },
  });
  const provider = new StripePaymentsProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
    prices: { payg_monthly: 'price_payg', whitelabel_monthly: 'price_whitelabel', seat_monthly: 'price_seat' },
  });
  const ids: Record<Card, string> = {
    visa: 'pm_card_visa',
    authenticate: 'pm_card_authenticationRequiredOnSetup',
    declined: 'pm_card_chargeDeclined',
    chargesFail: 'pm_card_chargeCustomerFail',
    germany: 'pm_card_de',
  };
  return {
    provider,
    card: async (card) => ids[card],
    authenticate: async (paymentId, passed) => {
      fake.authenticate(paymentId, passed);
      await provider.confirmPayment(paymentId);
    },
    renew: async () => fake.advanceClock(31 * DAY),
    deliveries: async () => fake.events.map((event) => fake.signedDelivery(event)),
    completeOnboarding: async (accountId) => fake.completeOnboarding(accountId),
    priceActive: async (priceId) => fake.prices.get(priceId)?.active === true,
    applicationFee: async (paymentId) =>
      (fake.paymentIntents.get(paymentId)?.application_fee_amount as number | undefined) ?? null,
    payCheckout: async (sessionId) => fake.completeCheckout(sessionId, 'pm_card_visa'),
    close: () => fake.close(),
  };
}

describe.each([
  ['the sandbox', sandboxHarness],
  ['Stripe', stripeHarness],
])('payments through %s', (_name, start) => {
  let h: Harness;
  let workspace = 0;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(() => h.close());

  const events = async () =>
    (await h.deliveries())
      .map((delivery) => h.provider.parseWebhook(delivery.rawBody, delivery.headers))
      .filter((event): event is PaymentEvent => event !== null);
  const eventsOf = async (type: PaymentEvent['type'], match: (event: PaymentEvent) => boolean) =>
    (await events()).filter((event) => event.type === type && match(event));

  /** A new workspace's customer with the given card saved. */
  async function customerWith(card: Card) {
    workspace += 1;
    const customerId = await h.provider.ensureCustomer({
      workspaceRef: `ws${workspace}`,
      email: `owner${workspace}@example.com`,
      name: `Workspace ${workspace}`,
    });
    await h.provider.setDefaultPaymentMethod(customerId, await h.card(card));
    return customerId;
  }

  it('subscribes with the 4242 card: active at once, the invoice paid and told of, the card shown', async () => {
    const customerId = await customerWith('visa');
    expect(await h.provider.ensureCustomer({ workspaceRef: `ws${workspace}`, email: 'x@example.com', name: 'X' })).toBe(
      customerId,
    );
    expect(await h.provider.getDefaultPaymentMethod(customerId)).toMatchObject({ brand: 'visa', last4: '4242' });

    const subscription = await h.provider.createSubscription({
      customerId,
      items: [
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'whitelabel_monthly', quantity: 1 },
      ],
      idempotencyKey: `subscribe-${customerId}`,
    });
    expect(subscription).toMatchObject({
      customerId,
      status: 'active',
      cancelAtPeriodEnd: false,
      discountCode: null,
      latestPayment: { status: 'succeeded', amountCents: 22000, currency: 'usd' },
    });
    expect(subscription.items).toEqual(
      expect.arrayContaining([
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'whitelabel_monthly', quantity: 1 },
      ]),
    );
    expect(subscription.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);

    const paid = await eventsOf('invoice.paid', (e) => 'customerId' in e && e.customerId === customerId);
    expect(paid).toEqual([
      expect.objectContaining({
        subscriptionId: subscription.subscriptionId,
        amountPaidCents: 22000,
        billingReason: 'subscription_create',
      }),
    ]);
    const invoices = await h.provider.listInvoices(customerId, 4);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amountPaidCents: 22000, currency: 'usd', status: 'paid' });
    expect(invoices[0]!.number).toBeTruthy();
  });

  it('subscribes with the 3155 card: the payment waits for 3-D Secure, then the subscription is active', async () => {
    const customerId = await customerWith('authenticate');
    const subscription = await h.provider.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: `subscribe-${customerId}`,
    });
    expect(subscription.status).toBe('incomplete');
    expect(subscription.latestPayment).toMatchObject({ status: 'requires_action', amountCents: 2000 });
    expect(subscription.latestPayment!.clientSecret).toMatch(/_secret_/);
    expect(await eventsOf('invoice.paid', (e) => 'customerId' in e && e.customerId === customerId)).toEqual([]);

    await h.authenticate(subscription.latestPayment!.id, true);
    expect(await h.provider.confirmPayment(subscription.latestPayment!.id)).toMatchObject({ status: 'succeeded' });
    expect((await h.provider.retrieveSubscription(subscription.subscriptionId)).status).toBe('active');
    expect(await eventsOf('invoice.paid', (e) => 'customerId' in e && e.customerId === customerId)).toHaveLength(1);
  });

  it('a failed 3-D Secure step leaves the payment refused and the subscription incomplete', async () => {
    const customerId = await customerWith('authenticate');
    const subscription = await h.provider.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: `subscribe-${customerId}`,
    });
    await h.authenticate(subscription.latestPayment!.id, false);
    expect(await h.provider.confirmPayment(subscription.latestPayment!.id)).toMatchObject({
      status: 'requires_payment_method',
      failureMessage:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect((await h.provider.retrieveSubscription(subscription.subscriptionId)).status).toBe('incomplete');
  });

  it('refuses the 0002 card when it is saved, and a card whose charges fail refuses the payment', async () => {
    workspace += 1;
    const customerId = await h.provider.ensureCustomer({
      workspaceRef: `ws${workspace}`,
      email: 'declined@example.com',
      name: 'Declined',
    });
    await expect(h.provider.setDefaultPaymentMethod(customerId, await h.card('declined'))).rejects.toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
    expect(await h.provider.getDefaultPaymentMethod(customerId)).toBeNull();

    const failing = await customerWith('chargesFail');
    const payment = await h.provider.chargeOnce({
      customerId: failing,
      amountCents: 500,
      currency: 'usd',
      description: 'USD top-up',
      idempotencyKey: `topup-${failing}`,
      offSession: false,
      metadata: { topUp: 'T1' },
    });
    expect(payment).toMatchObject({ status: 'requires_payment_method', failureMessage: 'Your card was declined.' });
    expect(await eventsOf('payment.failed', (e) => 'customerId' in e && e.customerId === failing)).toEqual([
      expect.objectContaining({ paymentId: payment.id, amountCents: 500, metadata: { topUp: 'T1' } }),
    ]);
  });

  it('checks discount codes, and GOAGENCYNOW halves the subscription', async () => {
    expect(await h.provider.checkDiscountCode('GOAGENCYNOW')).toMatchObject({
      valid: true,
      percentOff: 50,
      duration: 'forever',
    });
    expect(await h.provider.checkDiscountCode('NOSUCHCODE')).toMatchObject({ valid: false });

    const customerId = await customerWith('visa');
    await expect(
      h.provider.createSubscription({
        customerId,
        items: [{ priceKey: 'payg_monthly', quantity: 1 }],
        couponCode: 'NOSUCHCODE',
        idempotencyKey: `bad-code-${customerId}`,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_DISCOUNT_CODE', message: 'Invalid discount code.' });
    const subscription = await h.provider.createSubscription({
      customerId,
      items: [
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'whitelabel_monthly', quantity: 1 },
      ],
      couponCode: 'GOAGENCYNOW',
      idempotencyKey: `subscribe-${customerId}`,
    });
    expect(subscription).toMatchObject({
      status: 'active',
      discountCode: 'GOAGENCYNOW',
      latestPayment: { status: 'succeeded', amountCents: 11000 },
    });
  });

  it('charges once for a repeated idempotency key', async () => {
    const customerId = await customerWith('visa');
    const charge = {
      customerId,
      amountCents: 2500,
      currency: 'usd',
      description: '2,500 credits',
      idempotencyKey: `credits-${customerId}`,
      offSession: true,
      metadata: { purchase: 'P1' },
    };
    const first = await h.provider.chargeOnce(charge);
    const again = await h.provider.chargeOnce(charge);
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 2500 });
    expect(again.id).toBe(first.id);
    expect(await eventsOf('payment.succeeded', (e) => 'customerId' in e && e.customerId === customerId)).toEqual([
      expect.objectContaining({ paymentId: first.id, amountCents: 2500, metadata: { purchase: 'P1' } }),
    ]);
  });

  it('changes the add-ons, cancels at the period end, reactivates, and a cancelled subscription ends with its period', async () => {
    const customerId = await customerWith('visa');
    const { subscriptionId } = await h.provider.createSubscription({
      customerId,
      items: [
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'whitelabel_monthly', quantity: 1 },
      ],
      idempotencyKey: `subscribe-${customerId}`,
    });
    const changed = await h.provider.updateSubscriptionItems(subscriptionId, [
      { priceKey: 'payg_monthly', quantity: 1 },
      { priceKey: 'whitelabel_monthly', quantity: 0 },
      { priceKey: 'seat_monthly', quantity: 2 },
    ]);
    expect(changed.items).toHaveLength(2);
    expect(changed.items).toEqual(
      expect.arrayContaining([
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'seat_monthly', quantity: 2 },
      ]),
    );

    expect(await h.provider.setCancelAtPeriodEnd(subscriptionId, true)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const updates = await eventsOf(
      'subscription.updated',
      (e) => 'subscription' in e && e.subscription.subscriptionId === subscriptionId,
    );
    expect(updates.at(-1)).toMatchObject({ subscription: { cancelAtPeriodEnd: true } });
    expect(await h.provider.setCancelAtPeriodEnd(subscriptionId, false)).toMatchObject({ cancelAtPeriodEnd: false });

    await h.provider.setCancelAtPeriodEnd(subscriptionId, true);
    await h.renew();
    expect((await h.provider.retrieveSubscription(subscriptionId)).status).toBe('canceled');
    expect(
      await eventsOf(
        'subscription.deleted',
        (e) => 'subscription' in e && e.subscription.subscriptionId === subscriptionId,
      ),
    ).toHaveLength(1);
  });

  it('renews at the period end: a new invoice, paid, for the next period', async () => {
    const customerId = await customerWith('visa');
    const created = await h.provider.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: `subscribe-${customerId}`,
    });
    await h.renew();
    const renewal = await eventsOf(
      'invoice.paid',
      (e) => 'billingReason' in e && e.customerId === customerId && e.billingReason === 'subscription_cycle',
    );
    expect(renewal).toEqual([
      expect.objectContaining({ subscriptionId: created.subscriptionId, amountPaidCents: 2000 }),
    ]);
    const renewed = await h.provider.retrieveSubscription(created.subscriptionId);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(created.currentPeriodEnd.getTime());
    expect(await h.provider.listInvoices(customerId, 4)).toHaveLength(2);
  });

  it("tells the card's country, and adds a subscription's tax to its first invoice and to each renewal", async () => {
    expect(await h.provider.getDefaultPaymentMethod(await customerWith('visa'))).toMatchObject({ country: 'US' });
    const customerId = await customerWith('germany');
    expect(await h.provider.getDefaultPaymentMethod(customerId)).toMatchObject({ country: 'DE' });
    const created = await h.provider.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      couponCode: 'GOAGENCYNOW',
      tax: { percent: 19, name: 'VAT', country: 'DE' },
      idempotencyKey: `subscribe-${customerId}`,
    });
    // 19% of the price after the 50% discount: 1000 + 190.
    expect(created.latestPayment).toMatchObject({ status: 'succeeded', amountCents: 1190 });
    await h.renew();
    const paid = await eventsOf('invoice.paid', (e) => 'billingReason' in e && e.customerId === customerId);
    expect(paid.map((e) => 'amountPaidCents' in e && e.amountPaidCents)).toEqual([1190, 1190]);
  });

  it('applies a discount code to a running subscription: the next invoice is discounted', async () => {
    const customerId = await customerWith('visa');
    const created = await h.provider.createSubscription({
      customerId,
      items: [
        { priceKey: 'payg_monthly', quantity: 1 },
        { priceKey: 'whitelabel_monthly', quantity: 1 },
      ],
      idempotencyKey: `subscribe-${customerId}`,
    });
    expect(created).toMatchObject({ discountCode: null, latestPayment: { amountCents: 22000 } });
    await expect(h.provider.applyDiscountCode(created.subscriptionId, 'NOSUCHCODE')).rejects.toMatchObject({
      code: 'INVALID_DISCOUNT_CODE',
    });
    const discounted = await h.provider.applyDiscountCode(created.subscriptionId, 'GOAGENCYNOW');
    expect(discounted).toMatchObject({ status: 'active', discountCode: 'GOAGENCYNOW' });
    expect((await h.provider.retrieveSubscription(created.subscriptionId)).discountCode).toBe('GOAGENCYNOW');
    await h.renew();
    const renewal = await eventsOf(
      'invoice.paid',
      (e) => 'billingReason' in e && e.customerId === customerId && e.billingReason === 'subscription_cycle',
    );
    expect(renewal).toEqual([expect.objectContaining({ amountPaidCents: 11000 })]);
  });

  it('refuses a delivery whose body or signature was tampered with', async () => {
    const delivery = (await h.deliveries()).find((d) =>
      /"(amount_paid|amountPaidCents)": ?[1-9]/.test(d.rawBody.toString()),
    );
    expect(delivery).toBeDefined();
    expect(h.provider.parseWebhook(delivery!.rawBody, delivery!.headers)).toMatchObject({ type: 'invoice.paid' });
    const body = delivery!.rawBody.toString('utf8');
    const tampered = Buffer.from(body.replace(/"(amount_paid|amountPaidCents)": ?(\d+)/, '"$1": 999999'));
    expect(tampered.equals(delivery!.rawBody)).toBe(false);
    expect(() => h.provider.parseWebhook(tampered, delivery!.headers)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
    expect(() => h.provider.parseWebhook(delivery!.rawBody, {})).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
    const forged = delivery!.headers['stripe-signature']!.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`);
    expect(() => h.provider.parseWebhook(delivery!.rawBody, { 'stripe-signature': forged })).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
  });

  it('connects an agency: pending until its onboarding is filled in, then it may take payments, told by account.updated', async () => {
    workspace += 1;
    const request = {
      agencyRef: `agency${workspace}`,
      email: `agency${workspace}@example.com`,
      country: 'US',
      idempotencyKey: `connect-agency${workspace}`,
    };
    const account = await h.provider.createConnectedAccount(request);
    expect(account).toMatchObject({ detailsSubmitted: false, chargesEnabled: false });
    expect((await h.provider.createConnectedAccount(request)).accountId).toBe(account.accountId);

    const link = await h.provider.createOnboardingLink(account.accountId, {
      refreshUrl: 'http://dash.example.test/agency?tab=auto-billing&onboarding=refresh',
      returnUrl: 'http://dash.example.test/agency?tab=auto-billing&onboarding=return',
    });
    expect(() => new URL(link)).not.toThrow();
    if (h.provider.mode === 'sandbox') {
      expect(link).toBe(`http://dash.example.test/agency/payments-onboarding?account=${account.accountId}`);
    }

    await h.completeOnboarding(account.accountId);
    expect(await h.provider.getConnectedAccount(account.accountId)).toEqual({
      accountId: account.accountId,
      detailsSubmitted: true,
      chargesEnabled: true,
    });
    const updates = (await events()).filter((event) => event.type === 'account.updated');
    expect(updates.at(-1)).toMatchObject({
      account: account.accountId,
      connectedAccount: { accountId: account.accountId, chargesEnabled: true },
    });
  });

  it("saves an agency's plans on its account: a new amount is a new price, the old one archived", async () => {
    workspace += 1;
    const { accountId } = await h.provider.createConnectedAccount({
      agencyRef: `agency${workspace}`,
      email: `agency${workspace}@example.com`,
      country: 'GB',
      idempotencyKey: `connect-agency${workspace}`,
    });
    const plan = { name: 'Starter', unitAmountCents: 2900, currency: 'gbp', planRef: `plan${workspace}` };
    const first = await h.provider.savePlan(accountId, plan);
    expect(await h.priceActive(first.priceId)).toBe(true);

    const renamed = await h.provider.savePlan(accountId, { ...plan, name: 'Starter+', existing: first });
    expect(renamed).toEqual(first);

    const repriced = await h.provider.savePlan(accountId, { ...plan, unitAmountCents: 3900, existing: first });
    expect(repriced.productId).toBe(first.productId);
    expect(repriced.priceId).not.toBe(first.priceId);
    expect(await h.priceActive(first.priceId)).toBe(false);
    expect(await h.priceActive(repriced.priceId)).toBe(true);

    await h.provider.archivePlan(accountId, repriced);
    expect(await h.priceActive(repriced.priceId)).toBe(false);
  });

  it("charges a client on the agency's account with the platform's fee, and keeps that customer off the platform's books", async () => {
    workspace += 1;
    const { accountId } = await h.provider.createConnectedAccount({
      agencyRef: `agency${workspace}`,
      email: `agency${workspace}@example.com`,
      country: 'US',
      idempotencyKey: `connect-agency${workspace}`,
    });
    await h.completeOnboarding(accountId);
    const account = { accountId };
    const client = { workspaceRef: `org${workspace}`, email: `org${workspace}@example.com`, name: 'Client Org' };
    const customerId = await h.provider.ensureCustomer(client, account);
    expect(await h.provider.ensureCustomer(client, account)).toBe(customerId);
    expect(await h.provider.ensureCustomer(client)).not.toBe(customerId);

    await h.provider.setDefaultPaymentMethod(customerId, await h.card('visa'), account);
    expect(await h.provider.getDefaultPaymentMethod(customerId, account)).toMatchObject({ last4: '4242' });
    const charge = {
      customerId,
      amountCents: 10_000,
      currency: 'usd',
      description: '100,000 credits',
      idempotencyKey: `org-credits-${workspace}`,
      offSession: false,
      account: { accountId, applicationFeeCents: 50 },
    };
    const payment = await h.provider.chargeOnce(charge);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 10_000 });
    expect(await h.applicationFee(payment.id)).toBe(50);
    const told = (await events()).find((event) => event.type === 'payment.succeeded' && event.paymentId === payment.id);
    expect(told).toMatchObject({ account: accountId, customerId });

    const { account: _onAccount, ...onThePlatform } = charge;
    await expect(
      h.provider.chargeOnce({ ...onThePlatform, idempotencyKey: `platform-${workspace}` }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
  it("subscribes a client to an agency's plan on the agency's account, the platform keeping its percent of the invoice", async () => {
    workspace += 1;
    const { accountId } = await h.provider.createConnectedAccount({
      agencyRef: `agency${workspace}`,
      email: `agency${workspace}@example.com`,
      country: 'US',
      idempotencyKey: `connect-agency${workspace}`,
    });
    await h.completeOnboarding(accountId);
    const account = { accountId };
    const plan = await h.provider.savePlan(accountId, {
      name: 'Growth',
      unitAmountCents: 4000,
      currency: 'usd',
      planRef: `plan${workspace}`,
    });
    const client = { workspaceRef: `org${workspace}`, email: `org${workspace}@example.com`, name: 'Client Org' };
    const customerId = await h.provider.ensureCustomer(client, account);
    await h.provider.setDefaultPaymentMethod(customerId, await h.card('visa'), account);

    const created = await h.provider.createSubscription({
      customerId,
      account: { accountId, applicationFeePercent: 5 },
      items: [{ priceKey: plan.priceId, quantity: 1 }],
      idempotencyKey: `org-plan-${workspace}`,
    });
    expect(created).toMatchObject({ status: 'active', latestPayment: { status: 'succeeded', amountCents: 4000 } });
    expect(await h.applicationFee(created.latestPayment!.id)).toBe(200);
    expect(await h.provider.retrieveSubscription(created.subscriptionId, account)).toMatchObject({ status: 'active' });
    const [invoice] = await h.provider.listInvoices(customerId, 4, account);
    expect(invoice).toMatchObject({ amountPaidCents: 4000, status: 'paid' });
    await expect(h.provider.retrieveSubscription(created.subscriptionId)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Its renewal is told on the agency's account, which is how the platform finds the organisation.
    await h.renew();
    const ofIt = (event: PaymentEvent) =>
      ('subscriptionId' in event && event.subscriptionId === created.subscriptionId) ||
      ('subscription' in event && event.subscription.subscriptionId === created.subscriptionId);
    const [renewal] = await eventsOf(
      'invoice.paid',
      (event) => ofIt(event) && 'billingReason' in event && event.billingReason === 'subscription_cycle',
    );
    expect(renewal).toMatchObject({ account: accountId, customerId, amountPaidCents: 4000 });
    const updates = await eventsOf('subscription.updated', ofIt);
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) expect(update.account).toBe(accountId);
  });

  it("opens a checkout page for an agency's plan on its account, and tells once it is paid", async () => {
    workspace += 1;
    const { accountId } = await h.provider.createConnectedAccount({
      agencyRef: `agency${workspace}`,
      email: `agency${workspace}@example.com`,
      country: 'US',
      idempotencyKey: `connect-agency${workspace}`,
    });
    await h.completeOnboarding(accountId);
    const account = { accountId };
    const plan = await h.provider.savePlan(accountId, {
      name: 'Scale',
      unitAmountCents: 4000,
      currency: 'usd',
      planRef: `plan${workspace}`,
    });
    const client = { workspaceRef: `org${workspace}`, email: `org${workspace}@example.com`, name: 'Client Org' };
    const customerId = await h.provider.ensureCustomer(client, account);
    const request = {
      customerId,
      account: { accountId, applicationFeePercent: 5 },
      items: [{ priceKey: plan.priceId, quantity: 1 }],
      successUrl: 'http://agency.example.test/app/na/agents?checkout=subscribed',
      cancelUrl: 'http://agency.example.test/app/na/agents?checkout=canceled',
      metadata: { orgId: `org${workspace}`, planId: `plan${workspace}` },
      idempotencyKey: `org-checkout-${workspace}`,
    };
    const checkout = await h.provider.createSubscriptionCheckout(request);
    expect(checkout.url).toMatch(/^https?:\/\//);
    expect((await h.provider.createSubscriptionCheckout(request)).sessionId).toBe(checkout.sessionId);
    // Nothing is paid until the page is.
    expect(
      await eventsOf('checkout.completed', (event) => 'sessionId' in event && event.sessionId === checkout.sessionId),
    ).toEqual([]);

    await h.payCheckout(checkout.sessionId);
    const [completed] = await eventsOf(
      'checkout.completed',
      (event) => 'sessionId' in event && event.sessionId === checkout.sessionId,
    );
    expect(completed).toMatchObject({
      account: accountId,
      customerId,
      amountCents: 4000,
      metadata: { orgId: `org${workspace}`, planId: `plan${workspace}` },
    });
    if (completed?.type !== 'checkout.completed') throw new Error('no checkout.completed');
    expect(completed.invoiceId).toBeTruthy();
    const subscription = await h.provider.retrieveSubscription(completed.subscriptionId!, account);
    expect(subscription).toMatchObject({
      status: 'active',
      customerId,
      items: [{ priceKey: plan.priceId, quantity: 1 }],
    });
    const [invoice] = await h.provider.listInvoices(customerId, 4, account);
    expect(invoice).toMatchObject({ id: completed.invoiceId, amountPaidCents: 4000, status: 'paid' });
  });
});
