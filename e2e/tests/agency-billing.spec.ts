import { expect, test } from '@playwright/test';
import { signUpOwner } from '../support/owners.js';

test('an agency with the whitelabel add-on connects its payment account in Test mode, sets its credit price and keeps two plans', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpOwner(page, baseURL);
  const headers = { Origin: owner.origin };
  const billing = `/api/na/workspaces/${owner.workspaceUid}/billing`;

  await test.step('the whitelabel add-on, bought with the 4242 test card', async () => {
    const card = await page.request.post(`${billing}/sandbox/payment-methods`, {
      headers,
      data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(card.ok()).toBe(true);
    const { paymentMethodId } = (await card.json()) as { paymentMethodId: string };
    expect((await page.request.put(`${billing}/payment-method`, { headers, data: { paymentMethodId } })).ok()).toBe(
      true,
    );
    const subscribed = await page.request.post(`${billing}/subscription`, {
      headers,
      data: { planId: 'pay_as_you_go_monthly', addons: { 'whitelabel-new': 1 } },
    });
    expect(subscribed.ok()).toBe(true);
  });

  const main = page.getByRole('main');
  const account = main.getByRole('region', { name: 'Payment account' });
  await test.step('connects in Test mode and completes the onboarding', async () => {
    await page.goto('/agency');
    await page.getByRole('tab', { name: 'Auto Billing' }).click();
    await expect(page).toHaveURL(/\?tab=auto-billing$/);
    await expect(main.getByText('Test mode').first()).toBeVisible();
    await expect(account.getByLabel('Transaction fee')).toContainText('0.5%');
    await account.getByRole('button', { name: 'Connect payment account' }).click();
    await expect(page).toHaveURL(/\/agency\/payments-onboarding\?account=/);
    await expect(main.getByRole('heading', { name: 'Payment account onboarding' })).toBeVisible();
    await main.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/agency\?tab=auto-billing$/);
    await expect(account.getByText('Connected')).toBeVisible();
  });

  await test.step('sets the per-credit price and the currency', async () => {
    const form = main.getByRole('form', { name: 'Credit price' });
    await form.getByLabel('Price per credit (USD)').fill('0.002');
    await form.getByRole('textbox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'EUR' }).click();
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/settings'));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
  });

  const plans = main.getByRole('region', { name: 'Plans' });
  await test.step('creates two plans, one Most Popular', async () => {
    for (const [name, price, popular] of [
      ['Starter', '29', false],
      ['Growth', '79', true],
    ] as const) {
      await plans.getByRole('button', { name: 'Add plan' }).click();
      const editor = page.getByRole('dialog', { name: 'Add plan' });
      await editor.getByLabel('Plan name').fill(name);
      await editor.getByLabel('Price per month').fill(price);
      await editor.getByLabel('Credits included').fill('10000');
      await editor.getByLabel('Features').fill('Website chat');
      await editor.getByLabel('Features').press('Enter');
      if (popular) await editor.getByLabel('Most Popular').check();
      await editor.getByRole('button', { name: 'Save plan' }).click();
      await expect(editor).toBeHidden();
      await expect(plans.getByRole('article', { name })).toBeVisible();
    }
  });

  await test.step('after a reload: connected, the price and currency kept, the two plans listed', async () => {
    await page.reload();
    await expect(account.getByText('Connected')).toBeVisible();
    const form = main.getByRole('form', { name: 'Credit price' });
    await expect(form.getByLabel('Price per credit (USD)')).toHaveValue('0.002');
    await expect(form.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(plans.getByRole('article')).toHaveCount(2);
    await expect(plans.getByRole('article', { name: 'Starter' })).toContainText('€29.00 / month');
    const growth = plans.getByRole('article', { name: 'Growth' });
    await expect(growth).toContainText('€79.00 / month');
    await expect(growth).toContainText('Most Popular');
    await expect(growth).toContainText('Website chat');
  });
});
