import { expect, test } from '@playwright/test';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// Stripe's test card that asks for 3-D Secure, which Test mode follows.
const THREE_D_SECURE_CARD = '4000 0025 0000 3155';

test('a free owner subscribes with Whitelabel and GOAGENCYNOW through 3-D Secure, gets the new limits, cancels and reactivates', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpOwner(page, baseURL);
  const createThirdAgent = () =>
    page.request.post(`/api/na/workspaces/${owner.workspaceUid}/agents`, {
      headers: { Origin: owner.origin },
      data: { agentName: 'Third desk' },
    });

  await test.step('the free plan refuses a third agent', async () => {
    await createAgentThroughApi(page, owner, 'First desk');
    await createAgentThroughApi(page, owner, 'Second desk');
    expect((await createThirdAgent()).status()).toBe(403);
  });

  const main = page.getByRole('main');
  const currentPlan = main.getByRole('region', { name: 'Current Plan' });
  await test.step('Billing shows the Free plan in Test mode', async () => {
    await page.goto('/account/billing');
    await expect(main.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(main.getByText('Test mode').first()).toBeVisible();
    await expect(currentPlan.getByLabel('Plan', { exact: true })).toHaveText('Free');
    await expect(main.getByRole('region', { name: 'Payment method' })).toContainText('Add payment method');
    await expect(main.getByRole('button', { name: 'Purchase Credits' })).toBeDisabled();
  });

  const confirm = page.getByRole('dialog', { name: 'Confirm Subscription' });
  await test.step('Pay as you go monthly with Whitelabel and GOAGENCYNOW: half off', async () => {
    await currentPlan.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('Save 40%')).toBeVisible();
    await confirm.getByRole('group', { name: 'Whitelabel' }).getByRole('button', { name: 'Add to plan' }).click();
    await confirm.getByLabel('Discount code').fill('GOAGENCYNOW');
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await expect(confirm.getByText('GOAGENCYNOW applied: 50% off forever')).toBeVisible();
    const summary = confirm.getByRole('table', { name: 'Payment summary' });
    await expect(summary).toContainText('$220.00');
    await expect(summary).toContainText('-$110.00');
    await expect(summary).toContainText('$110.00 / month');
    await confirm.getByRole('button', { name: 'Continue to Payment' }).click();
  });

  await test.step('pays with the 3-D Secure test card and completes the bank step', async () => {
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment).toBeVisible();
    await expect(payment.getByText('Test mode')).toBeVisible();
    await payment.getByLabel('Card number').fill(THREE_D_SECURE_CARD);
    await payment.getByLabel('Expiry').fill('12/34');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(payment.getByText('Visa •••• 3155')).toBeVisible();
    await payment.getByRole('button', { name: 'Pay $110.00' }).click();

    const bank = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await expect(bank).toBeVisible();
    await bank.getByRole('button', { name: 'Complete' }).click();

    const created = page.getByRole('dialog', { name: 'Subscription Created!' });
    await expect(created).toContainText('$110.00 was charged');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
  });

  await test.step('the plan is active, its invoice is listed and a third agent is allowed', async () => {
    await expect(currentPlan.getByLabel('Plan', { exact: true })).toHaveText('Pay as you go');
    await expect(currentPlan.getByLabel('Status: Active')).toBeVisible();
    await expect(currentPlan.getByLabel('Cost this month')).toHaveText('$110.00');
    const invoices = main.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices.getByRole('row').nth(1)).toContainText('$110.00');
    expect((await createThirdAgent()).status()).toBe(201);
  });

  const banner = main.getByText(/^Your subscription will end on \w+ \d+, \d{4}$/);
  await test.step('cancelling needs a reason, then the banner says when the plan ends', async () => {
    await currentPlan.getByRole('button', { name: 'Modify Plan' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Your Plan' });
    await expect(
      modify.getByRole('group', { name: 'Whitelabel' }).getByRole('button', { name: 'Included' }),
    ).toBeVisible();
    await modify.getByRole('region', { name: 'Danger Zone' }).getByRole('button', { name: 'Cancel' }).click();

    const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(cancel.getByText('Please choose a reason for cancelling.')).toBeVisible();
    await cancel.getByRole('radio', { name: 'Other' }).check();
    await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(cancel.getByText('Please tell us why you are cancelling.')).toBeVisible();
    await cancel.getByLabel('Tell us more').fill('Trying another tool for a while');
    await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Subscription successfully canceled' })).toBeVisible();
    await expect(cancel).toBeHidden();
    await expect(banner).toBeVisible();
  });

  await test.step('Reactivate takes the banner away', async () => {
    await main.getByRole('status', { name: 'Cancellation' }).getByRole('button', { name: 'Reactivate' }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivate Subscription' });
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expect(reactivate).toBeHidden();
    await expect(banner).toBeHidden();
    await expect(currentPlan.getByText('Next billing date')).toBeVisible();
  });
});
