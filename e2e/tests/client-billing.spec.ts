import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { agencyWithSubdomain } from '../support/agency-clients.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

test('a client of a whitelabel agency pays it in Test mode: a saved card, a plan, 1000 credits and auto-recharge; the agency sees what it earned', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  // A model that bills its answers: the organisation's agent is paid from its balance.
  const { owner } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const headers = { Origin: owner.origin };
  const workspaceApi = `/api/na/workspaces/${owner.workspaceUid}`;
  const agencyBilling = `${workspaceApi}/agency-billing`;

  await test.step('the agency takes the whitelabel add-on and connects its payment account in Test mode', async () => {
    const card = await page.request.post(`${workspaceApi}/billing/sandbox/payment-methods`, {
      headers,
      data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    const { paymentMethodId } = (await card.json()) as { paymentMethodId: string };
    expect(
      (await page.request.put(`${workspaceApi}/billing/payment-method`, { headers, data: { paymentMethodId } })).ok(),
    ).toBe(true);
    const subscribed = await page.request.post(`${workspaceApi}/billing/subscription`, {
      headers,
      data: { planId: 'pay_as_you_go_monthly', addons: { 'whitelabel-new': 1 } },
    });
    expect(subscribed.ok()).toBe(true);
    const connected = await page.request.post(`${agencyBilling}/account`, { headers });
    expect(connected.ok()).toBe(true);
    const { account } = (await connected.json()) as { account: { accountId: string } };
    const done = await page.request.post(`${agencyBilling}/sandbox/onboarding/complete`, {
      headers,
      data: { accountId: account.accountId },
    });
    expect(done.ok()).toBe(true);
  });

  await test.step('creates two plans, one Most Popular', async () => {
    for (const [name, price, isPopular] of [
      ['Starter', 29, false],
      ['Growth', 79, true],
    ] as const) {
      const saved = await page.request.post(`${agencyBilling}/plans`, {
        headers,
        data: {
          name,
          price,
          credits: 10_000,
          features: ['Website chat'],
          isPopular,
          limits: { maxAgents: 'infinity', allowAnalytics: true, allowLeads: true, allowVoiceChannel: true },
        },
      });
      expect(saved.ok()).toBe(true);
    }
  });

  const agency = await agencyWithSubdomain(page, owner, 'Billing Agency');
  const agentId = await createAgentThroughApi(page, owner, 'Support bot');
  const email = `billing-client-${Date.now()}@example.test`;
  let password = '';
  await test.step('enables billing on a new organisation with one client', async () => {
    const org = await page.request.post(`${workspaceApi}/agency/orgs`, { headers, data: { name: 'Client Co' } });
    const orgId = (await org.json()).id as string;
    const enabled = await page.request.patch(`${workspaceApi}/agency/orgs/${orgId}`, {
      headers,
      data: { allowBilling: true },
    });
    expect(enabled.ok()).toBe(true);
    const added = await page.request.post(`${workspaceApi}/agency/orgs/${orgId}/clients`, {
      headers,
      data: { name: 'Casey', email, widgetIDs: [agentId], canAccess: ['/convos'] },
    });
    expect(added.ok()).toBe(true);
    password = ((await added.json()) as { dashboardPassword: string }).dashboardPassword;
  });

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const signIn = new URL('/', agency.origin);
  signIn.searchParams.set('username', email);
  signIn.searchParams.set('password', password);
  await clientPage.goto(signIn.toString());
  await expect(clientPage).toHaveURL(new RegExp(`/app/na/agents/${agentId}/convos$`), FIRST_LOAD);

  const modal = clientPage.getByRole('dialog', { name: 'Billing Dashboard' });
  await test.step('the client opens Billing and saves a test card with its address', async () => {
    await clientPage.getByRole('button', { name: 'Billing' }).click();
    await expect(modal.getByText('Available credits: 0.0')).toBeVisible();
    await expect(modal.getByRole('article', { name: 'Plan Growth' })).toContainText('Most Popular');
    const payment = modal.getByRole('region', { name: 'Payment Method' });
    await expect(payment.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await payment.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
    await payment.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
    await payment.getByRole('textbox', { name: /^CVC/ }).fill('123');
    await payment.getByRole('textbox', { name: /^Address/ }).fill('1 Main Street');
    await payment.getByRole('textbox', { name: /^City/ }).fill('Springfield');
    await payment.getByRole('textbox', { name: /^Postal code/ }).fill('12345');
    await payment.getByRole('textbox', { name: /^Country/ }).fill('US');
    await payment.getByRole('button', { name: 'Continue' }).click();
    await expect(clientPage.getByText('Payment information updated successfully')).toBeVisible();
    await expect(payment.getByText('visa ending in 4242')).toBeVisible();
  });

  await test.step("subscribes to Starter on Test mode's checkout page: a declined card, then 4242", async () => {
    await modal.getByRole('article', { name: 'Plan Starter' }).getByRole('button', { name: 'Select Plan' }).click();
    await expect(clientPage).toHaveURL(new RegExp(`^${agency.origin}/test-mode/checkout\\?session=`), FIRST_LOAD);
    await expect(clientPage.getByRole('heading', { name: 'Subscribe to Starter' })).toBeVisible(FIRST_LOAD);
    await expect(clientPage.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(clientPage.getByText('$29.00')).toBeVisible();
    await clientPage.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await clientPage.getByRole('textbox', { name: 'Expiry' }).fill('12/34');
    await clientPage.getByRole('textbox', { name: 'CVC' }).fill('123');
    await clientPage.getByRole('button', { name: 'Subscribe' }).click();
    await expect(clientPage.getByRole('alert')).toHaveText('Your card was declined.');
    await clientPage.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await clientPage.getByRole('button', { name: 'Subscribe' }).click();
  });

  await test.step('comes back to the Billing Dashboard: its credits arrive and Starter is the Current Plan', async () => {
    await expect(clientPage).toHaveURL(new RegExp(`/app/na/agents/${agentId}/convos$`), FIRST_LOAD);
    await expect(clientPage.getByText('Subscription Created!')).toBeVisible();
    await expect(
      modal.getByRole('article', { name: 'Plan Starter' }).getByRole('button', { name: 'Current Plan' }),
    ).toBeVisible();
    await expect(modal.getByText('Available credits: 10,000.0')).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Recent Invoices' }).getByRole('listitem')).toHaveCount(1);
  });

  await test.step('buys 1000 credits', async () => {
    const credits = modal.getByRole('textbox', { name: 'Credits' });
    await credits.fill('1000');
    await modal.getByRole('button', { name: 'Buy Credits' }).click();
    await expect(clientPage.getByText('Credits purchased successfully')).toBeVisible();
    await expect(modal.getByText('Available credits: 11,000.0')).toBeVisible();
  });

  await test.step('turns auto-recharge on with a monthly limit', async () => {
    const section = modal.getByRole('region', { name: 'Auto-Recharge' });
    await section.getByRole('switch', { name: 'Enable auto-recharge' }).check({ force: true });
    const limit = section.getByRole('slider', { name: 'Monthly charge limit' });
    await limit.focus();
    await limit.press('ArrowRight');
    await expect(section.getByText('Monthly charge limit: $125')).toBeVisible();
    await section.getByRole('button', { name: 'Save Auto-Recharge' }).click();
    await expect(clientPage.getByText('Autocharge settings saved!')).toBeVisible();
  });

  await test.step("a visitor's answer from the organisation's agent is paid from the organisation's balance", async () => {
    const chat = await page.request.post(`/api/na/public/agents/${agentId}/conversations`, { headers });
    const { conversationId, visitorToken } = (await chat.json()) as { conversationId: string; visitorToken: string };
    const sent = await page.request.post(`/api/na/public/conversations/${conversationId}/messages`, {
      headers: { ...headers, Authorization: `Bearer ${visitorToken}` },
      data: { messageId: 'm-billing', text: 'Do you ship to Oslo?' },
    });
    expect(sent.ok()).toBe(true);
    await clientPage.reload();
    await clientPage.getByRole('button', { name: 'Billing' }).click(FIRST_LOAD);
    await expect(modal.getByText(/^Available credits: /)).toBeVisible();
    await expect(modal.getByText(/^Available credits: /)).not.toHaveText('Available credits: 11,000.0');
  });
  await clientContext.close();

  await test.step('the agency sees what the organisation paid on the Clients page', async () => {
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Org Info' }).click(FIRST_LOAD);
    const margin = page.getByRole('region', { name: 'Margin' });
    await expect(margin.getByLabel('Paid')).not.toHaveText('$0.00');
  });
});
