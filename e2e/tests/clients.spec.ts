import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const TAB_LABELS = [
  'Home',
  'Voice',
  'Metrics',
  'Campaigns',
  'Conversations',
  'Leads & Campaigns',
  'Analytics & Metrics',
  'Knowledge Base',
  'Channels',
  'Canvas',
  'Prompt',
  'Settings',
];

/** A balance as the transfer dialog shows it ('1,234.5 credits'). */
async function balance(group: Locator): Promise<number> {
  const text = (await group.innerText()).split('\n').at(-1) ?? '';
  return Number(text.replace(' credits', '').replaceAll(',', ''));
}

async function transfer(
  page: Page,
  direction: 'Workspace → Organization' | 'Organization → Workspace',
  amount: number,
) {
  // The previous transfer's notice first goes, so that the one checked below is this transfer's.
  const notice = page.getByText('Credits transferred successfully!');
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Transfer credits' }).click();
  const dialog = page.getByRole('form', { name: 'Transfer credits' });
  const workspaceBefore = await balance(dialog.getByRole('group', { name: 'Workspace balance' }));
  await dialog.getByText(direction).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
  const sent = page.waitForResponse((r) => r.url().endsWith('/credits/transfer'));
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  expect((await sent).status()).toBe(200);
  await expect(notice).toBeVisible();
  await expect(dialog).toBeHidden();
  return workspaceBefore;
}

test('an agency owner sets up a client organization and a client user on the Clients page', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  // A client's email is unique across every agency: each run (a retry too) has its own.
  const run = Date.now().toString(36);
  await createAgentThroughApi(page, owner, 'Sales bot');
  await createAgentThroughApi(page, owner, 'Support bot');
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'No organizations yet' })).toBeVisible();

  await test.step('a new organization, then its Org Info', async () => {
    await page.getByRole('button', { name: 'New Organization' }).click();
    const orgInfo = page.getByRole('form', { name: 'Org Info' });
    const name = orgInfo.getByRole('textbox', { name: 'Organization name' });
    await expect(name).toHaveValue('New Organization');
    await name.fill('Globex');
    await orgInfo.getByRole('switch', { name: /Disable client access/ }).check({ force: true });
    await orgInfo.getByRole('textbox', { name: 'Personalised message' }).fill('Your dashboard is paused for now.');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/agency\/orgs\//.test(r.url()));
    await orgInfo.getByRole('button', { name: 'Save & Close' }).click();
    const body = (await saved).request().postDataJSON();
    expect(body).toEqual({
      name: 'Globex',
      settings: { disableClientAccess: true, disableClientAccessMessage: 'Your dashboard is paused for now.' },
    });
    await expect(page.getByText('Organization updated successfully!')).toBeVisible();
    await expect(orgInfo).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Globex' })).toBeVisible();
  });

  const org = page.getByRole('region', { name: 'Globex' });
  const password = () =>
    page.getByRole('form', { name: 'Edit User' }).getByRole('textbox', { name: 'Dashboard Password' });

  await test.step('a client user with Home and Conversations for one agent, and its dashboard password', async () => {
    await org.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('form', { name: 'Add User' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ann Client');
    await form.getByRole('textbox', { name: 'Email' }).fill(`  Ann.Client.${run}@Example.test `);
    for (const label of TAB_LABELS) {
      const box = form.getByRole('checkbox', { name: label, exact: true });
      await box.setChecked(label === 'Home' || label === 'Conversations', { force: true });
    }
    await form.getByRole('textbox', { name: 'Agents' }).click();
    await page.getByRole('option', { name: 'Sales bot' }).click();
    const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/clients'));
    await form.getByRole('button', { name: 'Add User' }).click();
    const client = (await (await added).json()) as { email: string; canAccess: string[]; widgetIDs: string[] };
    expect(client.email).toBe(`ann.client.${run}@example.test`);
    expect([...client.canAccess].sort()).toEqual(['/convos', '/home']);
    expect(client.widgetIDs).toHaveLength(1);
    await expect(password()).toHaveValue(/^.{15}$/);
  });

  await test.step('Regenerate gives a new dashboard password', async () => {
    const first = await password().inputValue();
    await page.getByRole('form', { name: 'Edit User' }).getByRole('button', { name: 'Regenerate' }).click();
    await expect(password()).not.toHaveValue(first);
    await expect(password()).toHaveValue(/^.{15}$/);
    await page.getByRole('button', { name: 'Close' }).click();
    const row = org.getByRole('row', { name: /Ann Client/ });
    await expect(row).toContainText(`ann.client.${run}@example.test`);
    await expect(row).toContainText('Home, Conversations');
  });

  await test.step('credits go to the organization and back', async () => {
    const start = await transfer(page, 'Workspace → Organization', 25);
    await expect(org.getByText('25 credits · 1 user')).toBeVisible();
    const afterFirst = await transfer(page, 'Organization → Workspace', 25);
    expect(afterFirst).toBe(start - 25);
    await expect(org.getByText('0 credits · 1 user')).toBeVisible();
    await page.getByRole('button', { name: 'Transfer credits' }).click();
    const dialog = page.getByRole('form', { name: 'Transfer credits' });
    await expect.poll(() => balance(dialog.getByRole('group', { name: 'Workspace balance' }))).toBe(start);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('the client user is deleted after asking', async () => {
    await org.getByRole('button', { name: 'Delete Ann Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted.')).toBeVisible();
    await expect(org.getByRole('row', { name: /Ann Client/ })).toHaveCount(0);
    await expect(org.getByText('0 credits · 0 users')).toBeVisible();
  });
});
