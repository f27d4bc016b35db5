import { expect, test } from '@playwright/test';
import { FAKE_TWILIO_ACCOUNT_SID, FAKE_TWILIO_AUTH_TOKEN, FAKE_TWILIO_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const twilioApi = `http://127.0.0.1:${FAKE_TWILIO_PORT}`;
const PURCHASE_CONFIRMATION = 'Adding a number uses a phone slot for the entire billing cycle, even if released early.';

test('Twilio credentials, then /twilio-numbers: buy with confirmation, assign to an agent who answers its calls, release', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Reception');

  await test.step('the Credentials page saves the Twilio account and tests it through Twilio', async () => {
    await page.goto('/credentials');
    const twilio = page.getByRole('region', { name: 'Twilio' });
    await twilio.getByLabel('Account SID').fill('not-a-sid');
    await twilio.getByRole('button', { name: 'Save Twilio credentials' }).click();
    await expect(
      twilio.getByText('Please enter your Twilio Account SID (AC followed by 32 letters or digits).'),
    ).toBeVisible();
    await twilio.getByLabel('Account SID').fill(FAKE_TWILIO_ACCOUNT_SID);
    await twilio.getByLabel('Auth Token').fill(FAKE_TWILIO_AUTH_TOKEN);
    await twilio.getByRole('button', { name: 'Save Twilio credentials' }).click();
    await expect(page.getByText('Twilio credentials saved.')).toBeVisible();
    await expect(twilio.getByText('Auth Token ending in 0001')).toBeVisible();
    await twilio.getByRole('button', { name: 'Test connection' }).click();
    await expect(twilio.getByRole('status')).toContainText('Fake Twilio account (active)');
  });

  let number = '';
  await test.step('the page lists the numbers for sale; buying asks for confirmation in the spec’s words', async () => {
    await page.goto('/twilio-numbers');
    await expect(page.getByRole('heading', { name: 'Twilio Numbers' })).toBeVisible();
    await expect(page.getByText('Phone slots used this billing cycle: 0 of 2')).toBeVisible();
    const available = page.getByRole('table', { name: 'Available numbers' });
    const firstOffer = available.getByRole('row').nth(1);
    number = (await firstOffer.getByRole('cell').first().textContent()) ?? '';
    expect(number).toMatch(/^\+1\d{10}$/);
    await firstOffer.getByRole('button', { name: `Buy ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add number' });
    await expect(dialog).toContainText(PURCHASE_CONFIRMATION);
    await dialog.getByRole('button', { name: 'Add number' }).click();
    await expect(page.getByText(`${number} added`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const own = page.getByRole('table', { name: 'Your numbers' });
    await expect(own.getByRole('cell', { name: number, exact: true })).toBeVisible();
    await expect(available.getByRole('cell', { name: number, exact: true })).toHaveCount(0);
    await expect(page.getByText('Phone slots used this billing cycle: 1 of 2')).toBeVisible();
  });

  await test.step('assigned to the agent, the number shows on its Voice tab and its calls are answered', async () => {
    await page.getByRole('textbox', { name: `Agent for ${number}` }).click();
    await page.getByRole('option', { name: 'Reception' }).click();
    await expect(page.getByText('Number assigned')).toBeVisible();

    await page.goto(`/app/na/agents/${agentId}/voice?tab=phoneNumbers`);
    await expect(page.getByRole('table', { name: "This agent's numbers" })).toContainText(number);
    await page.goto(`/app/na/agents/${agentId}/voice?tab=testCall`);
    await expect(page.getByText(`The agent calls from ${number}.`)).toBeVisible();

    // Twilio rings the number: the product answers, signature checked, with the greeting and a speech gather.
    const call = await fetch(`${twilioApi}/__place-call`, { method: 'POST', body: JSON.stringify({ to: number }) });
    const placed = (await call.json()) as { answer: { status: number; body: string } };
    expect(placed.answer.status).toBe(200);
    expect(placed.answer.body).toContain('<Gather input="speech"');
  });

  await test.step('releasing gives the number back to Twilio; its slot stays used this cycle', async () => {
    await page.goto('/twilio-numbers');
    await page.getByRole('button', { name: `Release ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Release number' });
    await dialog.getByRole('button', { name: 'Release number' }).click();
    await expect(page.getByText('Number released')).toBeVisible();
    await expect(page.getByText('No numbers yet')).toBeVisible();
    await expect(page.getByText('Phone slots used this billing cycle: 1 of 2')).toBeVisible();
    const calls = (await (await fetch(`${twilioApi}/__calls`)).json()) as {
      requests: { method: string; path: string }[];
    };
    expect(calls.requests.some((r) => r.method === 'DELETE' && r.path.includes('/IncomingPhoneNumbers/PN'))).toBe(true);
  });
});
