import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, TEST_ORIGIN } from '../../../test/app.js';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe-server.js';
import { agencyPaymentAccounts } from './schema.js';

// The agency's account through Stripe Connect (the official SDK against the fake Stripe).

let fake: FakeStripe;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeStripe({
    prices: {
      price_payg_monthly: { unit_amount: 2000, currency: 'usd', interval: 'month' },
      price_whitelabel_monthly: { unit_amount: 20000, currency: 'usd', interval: 'month' },
    },
  });
  app = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_stripe',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
    STRIPE_PRICES: JSON.stringify({
      payg_monthly: 'price_payg_monthly',
      'whitelabel-new_monthly': 'price_whitelabel_monthly',
    }),
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('an agency payment account through Stripe Connect', () => {
  it('is an express account onboarded on Stripe, connected by its account.updated event, with plans on it', async () => {
    const owner = await signUpWithWorkspace(app);
    const billing = `/api/na/workspaces/${owner.workspace.uid}/billing`;
    const agencyBilling = `/api/na/workspaces/${owner.workspace.uid}/agency-billing`;
    await owner.client.put(`${billing}/payment-method`, { paymentMethodId: 'pm_card_visa' });
    const subscribed = await owner.client.post(`${billing}/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: { 'whitelabel-new': 1 },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const connected = await owner.client.post(`${agencyBilling}/account`);
    expect(connected.statusCode, connected.body).toBe(200);
    const { accountId, status } = connected.json().account;
    expect(status).toBe('pending');
    expect(fake.accounts.get(accountId)).toMatchObject({ type: 'express', email: owner.email, country: 'US' });

    const link = await owner.client.post(`${agencyBilling}/account/onboarding-link`);
    expect(link.json().url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const linkCall = fake.calls.find((call) => call.path === '/v1/account_links');
    expect(linkCall?.params).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      return_url: `${TEST_ORIGIN}/agency?tab=auto-billing`,
    });

    fake.completeOnboarding(accountId);
    const event = fake.events.findLast((each) => each.type === 'account.updated')!;
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { ...fake.signedDelivery(event).headers },
      payload: fake.signedDelivery(event).rawBody,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [row] = await app.regions
      .db('na')
      .select()
      .from(agencyPaymentAccounts)
      .where(eq(agencyPaymentAccounts.workspaceUid, owner.workspace.uid));
    expect(row).toMatchObject({ status: 'connected', detailsSubmitted: true, chargesEnabled: true });

    const plan = await owner.client.post(`${agencyBilling}/plans`, { name: 'Starter', price: 29, credits: 5000 });
    expect(plan.statusCode, plan.body).toBe(200);
    const onAccount = fake.calls.filter((call) => ['/v1/products', '/v1/prices'].includes(call.path));
    expect(onAccount.map((call) => [call.path, call.stripeAccount])).toEqual([
      ['/v1/products', accountId],
      ['/v1/prices', accountId],
    ]);
    expect(fake.prices.get(plan.json().priceId)).toMatchObject({
      unit_amount: 2900,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
  });
});
