import {
  AGENCY_PLANS_MAX_MESSAGE,
  AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE,
  ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE,
  PAYMENT_ACCOUNT_ALREADY_CONNECTED_MESSAGE,
  PAYMENT_ACCOUNT_MISSING_MESSAGE,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { sandboxAccounts, sandboxPlanPrices } from '../../providers/payments/sandbox/schema.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const workspaceUrl = (owner: Owner) => `/api/na/workspaces/${owner.workspace.uid}`;
const sandboxAccount = async (accountId: string) =>
  (await app.regions.db('na').select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId)))[0];
const agencyBilling = (owner: Owner) => `${workspaceUrl(owner)}/agency-billing`;

/** An owner on Pay as you go with the Whitelabel add-on, paid with Stripe's 4242 test card (or another). */
async function whitelabelOwner(cardNumber = '4242424242424242') {
  const owner = await signUpWithWorkspace(app);
  const billing = `${workspaceUrl(owner)}/billing`;
  const card = await owner.client.post(`${billing}/sandbox/payment-methods`, {
    number: cardNumber,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  await owner.client.put(`${billing}/payment-method`, { paymentMethodId: card.json().paymentMethodId });
  const subscribed = await owner.client.post(`${billing}/subscription`, {
    planId: 'pay_as_you_go_monthly',
    addons: { 'whitelabel-new': 1 },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  return owner;
}

/** A whitelabel owner whose payment account is connected and onboarded in Test mode. */
async function connectedOwner() {
  const owner = await whitelabelOwner();
  const { account } = (await owner.client.post(`${agencyBilling(owner)}/account`)).json();
  const done = await owner.client.post(`${agencyBilling(owner)}/sandbox/onboarding/complete`, {
    accountId: account.accountId,
  });
  expect(done.statusCode, done.body).toBe(200);
  return owner;
}

const plan = (name: string, price = 29) => ({
  name,
  price,
  credits: 10_000,
  features: ['Chat on your website', 'Leads inbox'],
  isPopular: false,
  limits: {
    allowedChannels: ['whatsapp'],
    maxAgents: 3,
    allowAnalytics: true,
    allowLeads: false,
    allowVoiceChannel: false,
  },
});

describe('the Auto Billing tab', () => {
  it('needs the whitelabel add-on: without it the platform keeps 5% and nothing can be connected', async () => {
    const owner = await signUpWithWorkspace(app);
    const state = await owner.client.get(agencyBilling(owner));
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      mode: 'sandbox',
      hasWhitelabel: false,
      transactionFeePercent: 5,
      account: null,
      currency: 'USD',
      plans: [],
    });
    for (const refused of [
      await owner.client.post(`${agencyBilling(owner)}/account`),
      await owner.client.put(`${agencyBilling(owner)}/settings`, { usdPerCredit: 0.002, currency: 'EUR' }),
      await owner.client.post(`${agencyBilling(owner)}/plans`, plan('Starter')),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE);
    }
  });

  it('connects in Test mode: pending, onboarding on our own page, then connected; the fee is 0.5%', async () => {
    const owner = await whitelabelOwner();
    expect((await owner.client.get(agencyBilling(owner))).json()).toMatchObject({
      hasWhitelabel: true,
      transactionFeePercent: 0.5,
      account: null,
    });
    const noAccount = await owner.client.post(`${agencyBilling(owner)}/account/onboarding-link`);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().error.message).toBe(PAYMENT_ACCOUNT_MISSING_MESSAGE);

    const connected = await owner.client.post(`${agencyBilling(owner)}/account`);
    expect(connected.statusCode, connected.body).toBe(200);
    const { account } = connected.json();
    expect((await sandboxAccount(account.accountId))?.country).toBe('US');
    expect(account).toMatchObject({ status: 'pending', detailsSubmitted: false, chargesEnabled: false });
    const again = await owner.client.post(`${agencyBilling(owner)}/account`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PAYMENT_ACCOUNT_ALREADY_CONNECTED_MESSAGE);

    const link = await owner.client.post(`${agencyBilling(owner)}/account/onboarding-link`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().url).toBe(`http://localhost/agency/payments-onboarding?account=${account.accountId}`);

    const someoneElses = await owner.client.post(`${agencyBilling(owner)}/sandbox/onboarding/complete`, {
      accountId: 'acct_sbxsomeoneelse',
    });
    expect(someoneElses.statusCode).toBe(404);
    const completed = await owner.client.post(`${agencyBilling(owner)}/sandbox/onboarding/complete`, {
      accountId: account.accountId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().account).toEqual({
      accountId: account.accountId,
      status: 'connected',
      detailsSubmitted: true,
      chargesEnabled: true,
    });
  });

  it("registers the payment account in the agency's own billing country", async () => {
    // Stripe's test card issued in the UK.
    const owner = await whitelabelOwner('4000008260000000');
    const { account } = (await owner.client.post(`${agencyBilling(owner)}/account`)).json();
    expect((await sandboxAccount(account.accountId))?.country).toBe('GB');
  });

  it('sets the per-credit price and the currency', async () => {
    const owner = await whitelabelOwner();
    const saved = await owner.client.put(`${agencyBilling(owner)}/settings`, { usdPerCredit: 0.0025, currency: 'EUR' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.client.get(agencyBilling(owner))).json()).toMatchObject({
      usdPerCredit: 0.0025,
      currency: 'EUR',
    });
    const refused = await owner.client.put(`${agencyBilling(owner)}/settings`, { usdPerCredit: 0, currency: 'EUR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The price per credit must be above 0.');
  });

  it('keeps up to 5 plans on the account: added, edited (a new price), one Most Popular, deleted', async () => {
    const owner = await connectedOwner();
    await owner.client.put(`${agencyBilling(owner)}/settings`, { usdPerCredit: 0.002, currency: 'GBP' });

    const created = [];
    for (const name of ['Starter', 'Growth', 'Pro', 'Scale', 'Agency']) {
      const res = await owner.client.post(`${agencyBilling(owner)}/plans`, plan(name));
      expect(res.statusCode, res.body).toBe(200);
      created.push(res.json());
    }
    expect(created[0]).toMatchObject({ name: 'Starter', price: 29, currency: 'GBP', credits: 10_000 });
    expect(created[0].limits).toEqual(plan('x').limits);
    const sixth = await owner.client.post(`${agencyBilling(owner)}/plans`, plan('One too many'));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(AGENCY_PLANS_MAX_MESSAGE);

    const growth = created[1];
    const edited = await owner.client.put(`${agencyBilling(owner)}/plans/${growth.id}`, {
      ...plan('Growth'),
      price: 49,
      isPopular: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: growth.id, price: 49, isPopular: true, productId: growth.productId });
    expect(edited.json().priceId).not.toBe(growth.priceId);
    const sandbox = app.payments.sandbox('na')!;
    expect((await sandbox.planPrice(growth.priceId))?.active).toBe(false);
    expect(await sandbox.planPrice(edited.json().priceId)).toMatchObject({
      active: true,
      unitAmountCents: 4900,
      currency: 'gbp',
    });

    await owner.client.put(`${agencyBilling(owner)}/plans/${created[2].id}`, { ...plan('Pro'), isPopular: true });
    const deleted = await owner.client.delete(`${agencyBilling(owner)}/plans/${created[0].id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await sandbox.planPrice(created[0].priceId))?.active).toBe(false);
    const { plans } = (await owner.client.get(agencyBilling(owner))).json();
    expect(plans.map((each: { name: string }) => each.name)).toEqual(['Growth', 'Pro', 'Scale', 'Agency']);
    expect(
      plans.filter((each: { isPopular: boolean }) => each.isPopular).map((each: { name: string }) => each.name),
    ).toEqual(['Pro']);
    expect((await owner.client.post(`${agencyBilling(owner)}/plans`, plan('Fifth again'))).statusCode).toBe(200);
  });

  it('reprices every plan in a new currency, archiving the old prices', async () => {
    const owner = await connectedOwner();
    const starter = (await owner.client.post(`${agencyBilling(owner)}/plans`, plan('Starter', 29))).json();
    const growth = (await owner.client.post(`${agencyBilling(owner)}/plans`, plan('Growth', 49))).json();
    expect(starter.currency).toBe('USD');
    const saved = await owner.client.put(`${agencyBilling(owner)}/settings`, { usdPerCredit: 0.002, currency: 'EUR' });
    expect(saved.statusCode, saved.body).toBe(200);

    const { plans } = (await owner.client.get(agencyBilling(owner))).json();
    const sandbox = app.payments.sandbox('na')!;
    for (const [before, after] of [
      [starter, plans[0]],
      [growth, plans[1]],
    ]) {
      expect(after).toMatchObject({ id: before.id, price: before.price, currency: 'EUR', productId: before.productId });
      expect((await sandbox.planPrice(before.priceId))?.active).toBe(false);
      expect(await sandbox.planPrice(after.priceId)).toMatchObject({
        active: true,
        unitAmountCents: before.price * 100,
        currency: 'eur',
      });
    }
  });

  it('archives the product of a plan that lost the race for the fifth place', async () => {
    const owner = await connectedOwner();
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      expect((await owner.client.post(`${agencyBilling(owner)}/plans`, plan(name))).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      ['Five', 'Five too'].map((name) => owner.client.post(`${agencyBilling(owner)}/plans`, plan(name))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const { account } = (await owner.client.get(agencyBilling(owner))).json();
    const active = await app.regions
      .db('na')
      .select()
      .from(sandboxPlanPrices)
      .where(and(eq(sandboxPlanPrices.account, account.accountId), eq(sandboxPlanPrices.active, true)));
    expect(active).toHaveLength(5);
  });

  it('refuses plans before a payment account is connected', async () => {
    const owner = await whitelabelOwner();
    const res = await owner.client.post(`${agencyBilling(owner)}/plans`, plan('Starter'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_ACCOUNT_MISSING_MESSAGE);
  });

  it("is another workspace's business: 404 to its owner", async () => {
    const owner = await connectedOwner();
    const intruder = await signUpWithWorkspace(app);
    expect((await intruder.client.get(agencyBilling(owner))).statusCode).toBe(404);
    expect((await intruder.client.post(`${agencyBilling(owner)}/plans`, plan('Intruder'))).statusCode).toBe(404);
  });
});

describe("an organisation's Enable Billing", () => {
  it('is refused until the payment account is connected and onboarded, then allowed', async () => {
    const owner = await whitelabelOwner();
    const orgs = `${workspaceUrl(owner)}/agency/orgs`;
    const org = (await owner.client.post(orgs, { name: 'Acme' })).json();
    const enable = () =>
      owner.client.request({ method: 'PATCH', url: `${orgs}/${org.id}`, payload: { allowBilling: true } });

    const withoutAccount = await enable();
    expect(withoutAccount.statusCode).toBe(400);
    expect(withoutAccount.json().error.message).toBe(ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE);

    const { account } = (await owner.client.post(`${agencyBilling(owner)}/account`)).json();
    const pending = await enable();
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error.message).toBe(ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE);

    await owner.client.post(`${agencyBilling(owner)}/sandbox/onboarding/complete`, { accountId: account.accountId });
    const allowed = await enable();
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ allowBilling: true });
    const created = await owner.client.post(orgs, { name: 'Billed from the start', allowBilling: true });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ allowBilling: true });
  });
});
