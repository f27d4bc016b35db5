import { expect, type Locator, type Page } from '@playwright/test';

/** The agent page's Publish button, by the name it has now ('Published' once nothing is left to save). */
export function publishButton(page: Page, name: 'Publish' | 'Published'): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Publishes the agent's edits, closing the deploy prompt a first publish opens. */
export async function publish(page: Page) {
  await publishButton(page, 'Publish').click();
  await expect(publishButton(page, 'Published')).toBeDisabled();
  const prompt = page.getByRole('dialog', { name: 'Your agent is published' });
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: "Don't show again" }).click();
}
