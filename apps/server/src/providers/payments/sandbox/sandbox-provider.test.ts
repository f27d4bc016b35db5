import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRegions } from '../../../../test/test-regions.js';
import type { Db, Regions } from '../../../platform/db/regions.js';
import type { PaymentEvent } from '../payments-provider.js';
import { runSandboxRenewals } from './run-sandbox-renewals.js';
import { advanceSandboxClock, sandboxNow } from './sandbox-clock.js';
import type { WebhookDelivery } from './sandbox-events.js';
import { SandboxPaymentsProvider } from './sandbox-provider.js';
import { sandboxPaymentMethods, sandboxSubscriptions } from './schema.js';
import { createSandboxPaymentMethod, NOT_A_TEST_CARD_MESSAGE } from './test-cards.js';

const DAY = 86_400_000;
let regions: Regions;
let db: Db;
let sandbox: SandboxPaymentsProvider;
const delivered: PaymentEvent[] = [];
let refuseDeliveries = false;

beforeAll(async () => {
  regions = await openTestRegions();
  db = regions.db('eu');
  sandbox = new SandboxPaymentsProvider({
    db,
    prices: {
      payg_monthly: { unitAmountCents: 2000, currency: 'usd', interval: 'month' },
      payg_yearly: { unitAmountCents: 14400, currency: 'usd', interval: 'year' },
      seat_monthly: { unitAmountCents: 1000, currency: 'usd', interval: 'month' },
    },
    deliverWebhook: async (delivery: WebhookDelivery) => {
      if (refuseDeliveries) throw new Error('the billing feature is down');
      const event = sandbox.parseWebhook(delivery.rawBody, delivery.headers);
      delivered.push(event);
    },
    log: { warn: () => {} },
  });
});
afterAll(() => regions.close());

const card = (number: string, more: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  createSandboxPaymentMethod(db, { number, expMonth: 12, expYear: 2099, cvc: '123', ...more });

let workspaces = 0;
async function customerWith(number: string) {
  workspaces += 1;
  const customerId = await sandbox.ensureCustomer({
    workspaceRef: `sandbox-ws-${workspaces}`,
    email: `o${workspaces}@example.com`,
    name: 'Owner',
  });
  await sandbox.setDefaultPaymentMethod(customerId, (await card(number)).id);
  return customerId;
}
const eventsOf = (customerId: string) =>
  delivered.filter(
    (event) =>
      ('customerId' in event ? event.customerId : 'subscription' in event ? event.subscription.customerId : null) ===
      customerId,
  );

describe('Test mode cards', () => {
  it('takes only test card numbers, and keeps no more of them than the last 4', async () => {
    await expect(card('4111 1111 1111 1111')).rejects.toMatchObject({
      code: 'CARD_NOT_ACCEPTED',
      message: NOT_A_TEST_CARD_MESSAGE,
    });
    const saved = await card('4242-4242-4242-4242');
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
    const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, saved.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('refuses an expired card and a security code of the wrong length, as Stripe does', async () => {
    await expect(card('4242424242424242', { expYear: 2020 })).rejects.toMatchObject({
      message: 'Your card has expired.',
    });
    await expect(card('378282246310005', { cvc: '123' })).rejects.toMatchObject({
      message: "Your card's security code is invalid.",
    });
    expect(await card('378282246310005', { cvc: '1234', expYear: 99 })).toMatchObject({ brand: 'amex', expYear: 2099 });
  });
});

describe('Test mode subscriptions', () => {
  it('a renewal the card cannot pay leaves the subscription past due; the next period end ends it', async () => {
    const customerId = await customerWith('4000 0000 0000 0341');
    // The card saves, but its first payment fails: the subscription stays incomplete.
    const first = await sandbox.createSubscription({
      customerId,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: `s-${customerId}`,
    });
    expect(first).toMatchObject({ status: 'incomplete', latestPayment: { status: 'requires_payment_method' } });

    const payer = await customerWith('4242 4242 4242 4242');
    const { subscriptionId } = await sandbox.createSubscription({
      customerId: payer,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      idempotencyKey: `s-${payer}`,
    });
    // The card stops working before the renewal.
    await sandbox.setDefaultPaymentMethod(payer, (await card('4000 0000 0000 9995')).id);
    await advanceSandboxClock(db, 32 * DAY);
    await runSandboxRenewals(sandbox);
    expect((await sandbox.retrieveSubscription(subscriptionId)).status).toBe('past_due');
    expect(eventsOf(payer).filter((e) => e.type === 'invoice.payment_failed')).toEqual([
      expect.objectContaining({ billingReason: 'subscription_cycle', amountPaidCents: 0, amountDueCents: 2000 }),
    ]);
    await advanceSandboxClock(db, 32 * DAY);
    await runSandboxRenewals(sandbox);
    expect((await sandbox.retrieveSubscription(subscriptionId)).status).toBe('canceled');
    expect(eventsOf(payer).filter((e) => e.type === 'subscription.deleted')).toHaveLength(1);
  });

  it('a discount that lasts once applies to the first invoice only; one that lasts 3 months, to three', async () => {
    const once = await customerWith('4242424242424242');
    const onceSubscription = await sandbox.createSubscription({
      customerId: once,
      items: [{ priceKey: 'seat_monthly', quantity: 3 }],
      couponCode: 'test10once',
      idempotencyKey: `s-${once}`,
    });
    expect(onceSubscription.latestPayment).toMatchObject({ amountCents: 2700 });
    expect(onceSubscription.discountCode).toBeNull();

    const repeating = await customerWith('4242424242424242');
    const repeatingSubscription = await sandbox.createSubscription({
      customerId: repeating,
      items: [{ priceKey: 'payg_monthly', quantity: 1 }],
      couponCode: 'TEST20THREE',
      idempotencyKey: `s-${repeating}`,
    });
    expect(repeatingSubscription.discountCode).toBe('TEST20THREE');
    for (let month = 0; month < 4; month++) {
      await advanceSandboxClock(db, 31 * DAY);
      await runSandboxRenewals(sandbox);
    }
    const paidOnce = (await sandbox.listInvoices(once, 10)).map((invoice) => invoice.amountPaidCents);
    expect(paidOnce.at(-1)).toBe(2700);
    expect(paidOnce.slice(0, -1).every((amount) => amount === 3000)).toBe(true);
    const paidRepeating = (await sandbox.listInvoices(repeating, 10)).map((invoice) => invoice.amountPaidCents);
    expect(paidRepeating.reverse().slice(0, 5)).toEqual([1600, 1600, 1600, 2000, 2000]);
  });

  it('starts one subscription for one idempotency key, however many times it is sent at once', async () => {
    const customerId = await customerWith('4242424242424242');
    const request = {
      customerId,
      items: [{ priceKey: 'payg_yearly', quantity: 1 }],
      idempotencyKey: `s-${customerId}`,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.createSubscription(request)));
    expect(new Set(answers.map((answer) => answer.subscriptionId)).size).toBe(1);
    const rows = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId));
    expect(rows).toHaveLength(1);
    expect(await sandbox.listInvoices(customerId, 10)).toHaveLength(1);
    const now = await sandboxNow(db);
    expect(answers[0]!.currentPeriodEnd.getUTCFullYear()).toBe(now.getUTCFullYear() + 1);
  });

  it('refuses items billed at different intervals, and a subscription without a card', async () => {
    const customerId = await customerWith('4242424242424242');
    await expect(
      sandbox.createSubscription({
        customerId,
        items: [
          { priceKey: 'payg_yearly', quantity: 1 },
          { priceKey: 'seat_monthly', quantity: 1 },
        ],
        idempotencyKey: `mixed-${customerId}`,
      }),
    ).rejects.toMatchObject({ code: 'PAYMENTS_FAILED' });
    const cardless = await sandbox.ensureCustomer({ workspaceRef: 'no-card', email: 'n@example.com', name: 'N' });
    await expect(
      sandbox.createSubscription({
        customerId: cardless,
        items: [{ priceKey: 'payg_monthly', quantity: 1 }],
        idempotencyKey: 'no-card-1',
      }),
    ).rejects.toMatchObject({ code: 'NO_PAYMENT_METHOD' });
  });
});

describe('Test mode events', () => {
  it('an event the billing feature could not take is delivered again on the next pass', async () => {
    const customerId = await customerWith('4242424242424242');
    refuseDeliveries = true;
    const payment = await sandbox.chargeOnce({
      customerId,
      amountCents: 700,
      currency: 'usd',
      description: 'USD top-up',
      idempotencyKey: `top-up-${customerId}`,
      offSession: false,
    });
    expect(eventsOf(customerId).filter((e) => e.type === 'payment.succeeded')).toEqual([]);
    refuseDeliveries = false;
    await sandbox.deliverPendingEvents();
    expect(eventsOf(customerId).filter((e) => e.type === 'payment.succeeded')).toEqual([
      expect.objectContaining({ paymentId: payment.id, amountCents: 700 }),
    ]);
    await sandbox.deliverPendingEvents();
    expect(eventsOf(customerId).filter((e) => e.type === 'payment.succeeded')).toHaveLength(1);
  });
});
