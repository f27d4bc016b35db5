import { expect, type Locator, type Page } from '@playwright/test';

export const COMPATIBLE = 'OpenAI-compatible server (Ollama, vLLM, LM Studio, llama.cpp)';

/** Opens the Credentials page from the main navigation. */
export async function openCredentials(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Credentials' }).click();
  await expect(page).toHaveURL(/\/credentials$/);
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
}

export function providerCard(page: Page, label: string): Locator {
  return page.getByRole('article', { name: label, exact: true });
}

/** Adds an OpenAI-compatible provider through the Credentials page's dialog; its card. */
export async function addCompatibleProvider(page: Page, fields: { label: string; baseURL: string; apiKey?: string }) {
  await page.getByRole('main').getByRole('button', { name: 'Add provider' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add provider' });
  await expect(dialog.getByRole('textbox', { name: 'Provider' })).toHaveValue(COMPATIBLE);
  await dialog.getByRole('textbox', { name: 'Label' }).fill(fields.label);
  await dialog.getByRole('textbox', { name: 'Base URL' }).fill(fields.baseURL);
  if (fields.apiKey) await dialog.getByLabel('API key').fill(fields.apiKey);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  return providerCard(page, fields.label);
}
