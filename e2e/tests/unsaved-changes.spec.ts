import { expect, type Page, test } from '@playwright/test';
import { publishButton } from '../support/agent-page.js';
import { openCredentials } from '../support/credentials.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const warning = (page: Page) => page.getByRole('dialog', { name: 'You have unsaved changes' });
const logo = (page: Page) => page.getByRole('link', { name: 'All agents' });

test('unpublished agent edits are never lost silently', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Support bot', 'na');
  const settings = `/app/na/agents/${agentId}/settings`;
  const name = page.getByLabel('Agent name');
  const openSettings = async () => {
    await page.goto(settings);
    await expect(name).toHaveValue(/./);
  };
  await openSettings();

  await test.step("the agent's other tabs keep the edit without asking", async () => {
    await name.fill('Renamed bot');
    await expect(publishButton(page, 'Publish')).toBeEnabled();
    await page.getByRole('navigation', { name: 'Agent tabs' }).getByRole('link', { name: 'Knowledge' }).click();
    await expect(page).toHaveURL(/\/kb$/);
    await expect(warning(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Agent tabs' }).getByRole('link', { name: 'Settings' }).click();
    await expect(name).toHaveValue('Renamed bot');
  });

  await test.step('leaving the agent asks first; Stay keeps the edit', async () => {
    await logo(page).click();
    await expect(warning(page)).toContainText('Publish your changes before you leave, or discard them.');
    await warning(page).getByRole('button', { name: 'Stay' }).click();
    await expect(warning(page)).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(name).toHaveValue('Renamed bot');
  });

  await test.step('Discard leaves, and the edit is gone when coming back', async () => {
    await logo(page).click();
    await warning(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/app\/na\/agents$/);
    await openSettings();
    await expect(name).toHaveValue('Support bot');
    await expect(publishButton(page, 'Published')).toBeDisabled();
  });

  await test.step('Publish saves the edit, then leaves', async () => {
    await name.fill('Published bot');
    await logo(page).click();
    await warning(page).getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/app\/na\/agents$/);
    await openSettings();
    await expect(name).toHaveValue('Published bot');
  });

  await test.step('a reload with an edit gets the browser warning', async () => {
    await name.fill('Reloaded bot');
    const dialog = new Promise<string>((resolve) =>
      page.once('dialog', (shown) => {
        resolve(shown.type());
        void shown.accept();
      }),
    );
    await page.reload();
    expect(await dialog).toBe('beforeunload');
    // Leaving anyway drops the edit: the published name is back.
    await expect(name).toHaveValue('Published bot');
  });
});

test('a form with unsaved edits asks before the page is left', async ({ page, baseURL }) => {
  await signUpOwner(page, baseURL, 'na');
  await page.goto('/app/na/agents');
  await openCredentials(page);
  const accountSid = page.getByRole('textbox', { name: 'Account SID' });
  const mainNav = page.getByRole('navigation', { name: 'Main navigation' });

  await accountSid.fill('AC0123456789abcdef0123456789abcdef');
  await mainNav.getByRole('link', { name: 'Prompts' }).click();
  await expect(warning(page)).toContainText('Save your changes before you leave, or discard them.');
  await warning(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/credentials$/);
  await expect(accountSid).toHaveValue('AC0123456789abcdef0123456789abcdef');

  await mainNav.getByRole('link', { name: 'Prompts' }).click();
  await warning(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/prompts$/);

  await test.step('Save from the warning saves a new prompt, then goes back', async () => {
    await page.getByRole('main').getByRole('button', { name: 'New prompt' }).first().click();
    const form = page.getByRole('dialog', { name: 'New prompt' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Support tone');
    await form.getByRole('textbox', { name: 'Prompt' }).fill('Answer kindly.');
    await page.goBack();
    await warning(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/credentials$/);
    await mainNav.getByRole('link', { name: 'Prompts' }).click();
    await expect(page.getByRole('article').filter({ hasText: 'Support tone' })).toContainText('Answer kindly.');
  });
});
