import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { addCompatibleProvider, COMPATIBLE, openCredentials, providerCard } from '../support/credentials.js';
import { signUpOwner } from '../support/owners.js';

const FAKE_LLM_URL = `http://127.0.0.1:${FAKE_LLM_PORT}/v1`;
test('an owner adds an OpenAI-compatible server, tests it, sees its models, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  await signUpOwner(page, baseURL);
  await page.goto('/app/na/agents');
  await openCredentials(page);
  await expect(page.getByText('No providers yet')).toBeVisible();

  await test.step('the form checks its fields with the shared rules', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add provider' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add provider' });
    await expect(dialog.getByText('Write-only: the key is stored encrypted and never shown again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await expect(dialog.getByText('Please enter a label.')).toBeVisible();
    await expect(dialog.getByText("Please enter the server's base URL.")).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'OpenAI', exact: true }).click();
    await expect(dialog.getByText('Please enter your OpenAI API key.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  const card = await addCompatibleProvider(page, {
    label: 'Office Ollama',
    baseURL: FAKE_LLM_URL,
    apiKey: FAKE_LLM_KEY,
  });

  await test.step('the list shows the provider with its key masked', async () => {
    await expect(card).toContainText(COMPATIBLE);
    await expect(card).toContainText(FAKE_LLM_URL);
    await expect(card).toContainText(`••••${FAKE_LLM_KEY.slice(-4)}`);
    await expect(card).not.toContainText(FAKE_LLM_KEY);
  });

  await test.step('Test connection shows the models', async () => {
    await card.getByRole('button', { name: 'Test connection' }).click();
    const result = card.getByRole('status');
    await expect(result).toContainText('Connected');
    await expect(result).toContainText('2 models available:');
    await expect(result.getByText('fake-large', { exact: true })).toBeVisible();
    await expect(result.getByText('fake-small', { exact: true })).toBeVisible();
  });

  const renamed = providerCard(page, 'Studio Ollama');
  await test.step('editing keeps the write-only key unless a new one is typed', async () => {
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit provider' });
    await expect(dialog.getByLabel('API key')).toHaveValue('');
    await expect(dialog.getByText(`Leave empty to keep the saved key (••••${FAKE_LLM_KEY.slice(-4)}).`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Studio Ollama');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(renamed).toContainText(`••••${FAKE_LLM_KEY.slice(-4)}`);
    await expect(providerCard(page, 'Office Ollama')).toHaveCount(0);
    await renamed.getByRole('button', { name: 'Test connection' }).click();
    await expect(renamed.getByRole('status')).toContainText('2 models available:');
  });

  await test.step('a wrong key fails the test in plain words', async () => {
    await renamed.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit provider' });
    await dialog.getByLabel('API key').fill('wrong-key-000000');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(renamed).toContainText('••••0000');
    await renamed.getByRole('button', { name: 'Test connection' }).click();
    const failure = renamed.getByRole('alert');
    await expect(failure).toContainText('Connection failed');
    await expect(failure).toContainText('The server refused the API key. Check the key and try again.');
  });

  await test.step('delete asks first, then removes the provider', async () => {
    await renamed.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete provider' });
    await expect(dialog).toContainText('Studio Ollama and its API key will be deleted.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(renamed).toHaveCount(0);
    await expect(page.getByText('No providers yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No providers yet')).toBeVisible();
  });
});

test('a provider on a private address is refused when tested', async ({ page, baseURL }) => {
  await signUpOwner(page, baseURL);
  await page.goto('/credentials');
  const card = await addCompatibleProvider(page, { label: 'Internal box', baseURL: 'http://10.0.0.1/v1' });
  await expect(card).toContainText('None');
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByRole('alert')).toContainText(
    'Could not connect: Calls to 10.0.0.1 (10.0.0.1) are not allowed: it is not a public address.',
  );
});
