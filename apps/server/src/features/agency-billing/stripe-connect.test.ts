import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addClient, agencyWithHost, signedInClient } from '../../../test/agency-clients.js';
import { createTestApp, signUpWithWorkspace, TEST_ORIGIN } from '../../../test/app.js';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe-server.js';
import { orgPayments, orgSubscriptions, orgs, webhookInbox } from '../../platform/db/schema/index.js';
import { PAYMENTS_INBOX_PROVIDER } from '../billing/billing-payments.js';
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

  it("subscribes a client organisation through Stripe Checkout on the agency's account, once however often Stripe tells it", async () => {
    const agency = await agencyWithHost(app);
    const uid = agency.workspace.uid;
    const deliver = async (event: Record<string, unknown> & { id: string }) => {
      const delivery = fake.signedDelivery(event);
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        headers: delivery.headers,
        payload: delivery.rawBody,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await agency.client.put(`/api/na/workspaces/${uid}/billing/payment-method`, { paymentMethodId: 'pm_card_visa' });
    await agency.client.post(`/api/na/workspaces/${uid}/billing/subscription`, {
      planId: 'pay_as_you_go_monthly',
      addons: { 'whitelabel-new': 1 },
    });
    const agencyBilling = `/api/na/workspaces/${uid}/agency-billing`;
    const { accountId } = (await agency.client.post(`${agencyBilling}/account`)).json().account;
    fake.completeOnboarding(accountId);
    await deliver(fake.events.findLast((each) => each.type === 'account.updated')!);
    expect(
      (await agency.client.post(`${agencyBilling}/plans`, { name: 'Growth', price: 40, credits: 5000 })).statusCode,
    ).toBe(200);
    const plans = (await agency.client.get(agencyBilling)).json().plans as { id: string; name: string }[];
    const planId = plans.find((plan) => plan.name === 'Growth')!.id;
    const client = await addClient(agency);
    await agency.client.request({
      method: 'PATCH',
      url: `${agency.base}/orgs/${client.orgId}`,
      payload: { allowBilling: true },
    });
    const browser = await signedInClient(app, agency, client);

    const opened = await browser.post('/api/client/billing/subscription', { planId, returnPath: '/app/na/agents' });
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionUrl = opened.json().sessionUrl as string;
    expect(sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const created = fake.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(created).toMatchObject({
      stripeAccount: accountId,
      params: {
        mode: 'subscription',
        success_url: `http://${agency.host}/app/na/agents?checkout=subscribed`,
        cancel_url: `http://${agency.host}/app/na/agents?checkout=canceled`,
        subscription_data: { application_fee_percent: '0.5', metadata: { orgId: client.orgId, planId } },
      },
    });

    const seen = fake.events.length;
    fake.completeCheckout(sessionUrl.split('/').pop()!, 'pm_card_visa');
    const told = fake.events.slice(seen);
    const ofThePlan = told.filter((event) =>
      /^(checkout\.session|invoice|customer\.subscription)\./.test(String(event.type)),
    );
    expect(ofThePlan.map((event) => event.account)).toEqual(ofThePlan.map(() => accountId));
    for (const event of told) await deliver(event);
    // Stripe delivers at least once: the completed checkout comes again.
    await deliver(told.find((event) => event.type === 'checkout.session.completed')!);
    const db = app.regions.db('na');
    await vi.waitFor(
      async () => {
        const open = await db
          .select({ id: webhookInbox.id })
          .from(webhookInbox)
          .where(and(eq(webhookInbox.provider, PAYMENTS_INBOX_PROVIDER), isNull(webhookInbox.processedAt)));
        expect(open).toEqual([]);
      },
      { timeout: 20_000, interval: 50 },
    );

    const [org] = await db.select({ credits: orgs.credits }).from(orgs).where(eq(orgs.id, client.orgId));
    expect(org!.credits).toBe(5000);
    const [subscription] = await db.select().from(orgSubscriptions).where(eq(orgSubscriptions.orgId, client.orgId));
    expect(subscription).toMatchObject({ planId, status: 'active' });
    expect(await db.select().from(orgPayments).where(eq(orgPayments.orgId, client.orgId))).toMatchObject([
      { kind: 'plan', amountCents: 4000, platformFeeCents: 20, creditsGranted: 5000 },
    ]);
  });
});
