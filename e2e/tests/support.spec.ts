import { expect, test } from '@playwright/test';
import { DISCORD_BOT_TOKEN, META_APP_SECRET } from '../playwright.config.js';
import { mailbox } from '../support/mailbox.js';
import { signUpOwner } from '../support/owners.js';

test('a member writes to support from the Support page, and sees how the system stands', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  await page.goto('/app/na/agents');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();

  const subject = `Widget question ${owner.workspaceUid}`;
  const form = page.getByRole('form', { name: 'Message to support' });
  await form.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('How do I change the launcher colour?');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(form.getByRole('status')).toHaveText(
    'Thank you, your message has been sent. We will answer you by email.',
  );
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');

  // The support address's mail names the workspace it came from.
  const mail = (await mailbox(page.request)).find((message) => message.subject === `Support: ${subject}`);
  expect(mail?.to).toBe('support@localhost');
  expect(mail?.text).toContain(`Workspace ID: ${owner.workspaceUid}`);
  expect(mail?.text).toContain('Region: na');
  expect(mail?.text).toContain('How do I change the launcher colour?');

  // The status lists both regions with their databases answering, and the services by name only.
  const regions = page.getByRole('table', { name: 'Regions' });
  await expect(regions.getByRole('row', { name: /^na Answering/ })).toBeVisible();
  await expect(regions.getByRole('row', { name: /^eu Answering/ })).toBeVisible();
  const services = page.getByRole('table', { name: 'Services' });
  await expect(services.getByRole('row', { name: /^Discord Configured/ })).toBeVisible();
  await expect(services.getByRole('row', { name: /^Email \(SMTP\) Not configured/ })).toBeVisible();
  const shown = (await page.locator('main').textContent()) ?? '';
  expect(shown).not.toContain(META_APP_SECRET);
  expect(shown).not.toContain(DISCORD_BOT_TOKEN);
});
