import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { publish } from '../support/agent-page.js';
import { visitorAsksForAPerson } from '../support/customer-site.js';
import { newMailTo } from '../support/mailbox.js';
import { createAgentThroughApi, type Owner, signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell and the lists, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };
const PASSWORD = 'correct-horse-battery';

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

function notice(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

async function openSwitcher(page: Page) {
  await page.getByRole('button', { name: /^Switch workspace/ }).click();
  return page.getByRole('menu');
}

async function openEditor(page: Page) {
  const menu = await openSwitcher(page);
  await menu.getByRole('menuitem', { name: 'Edit workspace' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit workspace' });
  await expect(editor).toBeVisible();
  return editor;
}

async function invite(page: Page, editor: Locator, email: string) {
  const form = editor.getByRole('form', { name: 'Invite a member' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(notice(page, `Successfully invited ${email}`)).toBeVisible();
}

/** The join link of the invitation emailed to `email`, on the dashboard's own origin. */
async function joinLinkFor(request: APIRequestContext, email: string, origin: string): Promise<string> {
  const mail = await newMailTo(request, email, /invited you to join/);
  const link = mail.text.match(/https?:\/\/\S+\/no-auth\/workspaces\/\S+/)?.[0] ?? '';
  expect(new URL(link).origin).toBe(origin);
  return link;
}

async function newPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('two people share a workspace: invited by email, joined by the link, held to the seats, removed at once', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole journey of many steps: on a loaded two-core machine it ran past the default minute.
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Shared bot', 'na');
  const memberEmail = uniqueEmail('member');
  const lateEmail = uniqueEmail('late');
  await page.goto('/app/na/agents');
  await expect(page.getByText('Shared bot')).toBeVisible(FIRST_LOAD);

  await test.step('the owner invites two people while one seat is free', async () => {
    const editor = await openEditor(page);
    await expect(editor.getByText('1 of 2 seats used')).toBeVisible();
    await invite(page, editor, memberEmail);
    await invite(page, editor, lateEmail);
    await expect(editor.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem')).toHaveCount(2);
    await editor.getByRole('button', { name: 'Close' }).first().click();
  });

  const memberPage = await newPerson(browser, baseURL);
  await test.step('the member joins by the emailed link, then signs up with that email', async () => {
    await memberPage.goto(await joinLinkFor(page.request, memberEmail, origin));
    await expect(memberPage.getByText(memberEmail)).toBeVisible();
    await memberPage.getByRole('button', { name: 'Join workspace' }).click();
    await expect(memberPage.getByText('You joined Personal Workspace.')).toBeVisible();
    await memberPage.getByRole('link', { name: 'Sign up' }).click();
    await expect(memberPage.getByLabel('Email')).toHaveValue(memberEmail);
    await memberPage.getByLabel('Name').fill('Sam Member');
    await memberPage.getByLabel('Password').fill(PASSWORD);
    await memberPage.getByRole('button', { name: 'Create account' }).click();
    await expect(memberPage).toHaveURL(/\/app\/na\/agents$/, FIRST_LOAD);
    await expect(memberPage.getByText('Shared bot')).toBeVisible(FIRST_LOAD);
  });

  await test.step('the member sees the workspace in the switcher and edits its agent', async () => {
    const menu = await openSwitcher(memberPage);
    await expect(menu.getByRole('menuitem', { name: /Personal Workspace/ })).toHaveAttribute('aria-current', 'true');
    await memberPage.keyboard.press('Escape');
    await memberPage.goto(`/app/na/agents/${agentId}/settings`);
    await memberPage.getByLabel('Agent name').fill('Shared bot, edited by Sam');
    await publish(memberPage);
    const saved = await page.request.get(`/api/na/v2/agents/${agentId}`);
    expect(((await saved.json()) as { agent: { title: string } }).agent.title).toBe('Shared bot, edited by Sam');
  });

  await test.step('the seats are taken: the late invitee cannot join, and a third invitation is refused', async () => {
    const latePage = await newPerson(browser, baseURL);
    await latePage.goto(await joinLinkFor(page.request, lateEmail, origin));
    await latePage.getByRole('button', { name: 'Join workspace' }).click();
    await expect(latePage.getByRole('alert')).toHaveText(
      'Failed to add user to workspace, workspace does not have enough seats',
    );
    await latePage.context().close();

    await page.reload();
    const editor = await openEditor(page);
    await expect(editor.getByText('2 of 2 seats used')).toBeVisible();
    const form = editor.getByRole('form', { name: 'Invite a member' });
    await expect(form.getByRole('button', { name: 'Invite' })).toBeDisabled();
    await expect(form.getByRole('alert')).toHaveText('You have reached the maximum number of seats');
  });

  await test.step('the owner removes the member, who loses access at once', async () => {
    await memberPage.goto('/app/na/agents');
    await expect(memberPage.getByText('Shared bot, edited by Sam')).toBeVisible(FIRST_LOAD);
    const editor = page.getByRole('dialog', { name: 'Edit workspace' });
    await editor.getByRole('button', { name: `Remove ${memberEmail}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove member' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(editor.getByRole('listitem', { name: memberEmail })).toHaveCount(0);

    const after = await memberPage.request.get(`/api/na/workspaces/${owner.workspaceUid}`);
    expect(after.status()).toBe(404);
    // With no workspace of their own left, the dashboard asks them to make one.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/onboarding/, FIRST_LOAD);
  });

  await test.step('a new workspace in the EU: the region screen, then its agents page', async () => {
    await page.getByRole('dialog', { name: 'Edit workspace' }).getByRole('button', { name: 'Close' }).first().click();
    const menu = await openSwitcher(page);
    await menu.getByRole('menuitem', { name: '+ New Workspace' }).click();
    const creator = page.getByRole('dialog', { name: 'New Workspace' });
    await creator.getByLabel('Workspace name').fill('Europe team');
    await creator.getByText('EU', { exact: true }).click();
    await creator.getByRole('button', { name: 'Create workspace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Switching to EU region...' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/eu\/agents$/, FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Switch workspace (current: Europe team)' })).toBeVisible();
  });
});

test('a handoff request raises a toast and the bell’s dot in another member’s open dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner: Owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Front desk', 'na');
  const headers = { Origin: owner.origin };
  const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
    agent: Record<string, unknown>;
  };
  const handoff = { ...agent, enableHumanHandoff: true, handoffTimeout: 0 };
  expect((await page.request.post(`/api/na/v2/agents/${agentId}`, { headers, data: handoff })).ok()).toBe(true);
  const memberEmail = uniqueEmail('member');

  // The member joins through the API: this test is about what their open dashboard shows.
  const invited = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/invitations`, {
    headers,
    data: { email: memberEmail, role: 'member' },
  });
  expect(invited.status()).toBe(201);
  const link = new URL(await joinLinkFor(page.request, memberEmail, owner.origin));
  const memberPage = await newPerson(browser, baseURL);
  const joined = await memberPage.request.post(`/api${link.pathname}${link.search}`, {
    headers,
    data: { email: memberEmail },
  });
  expect(joined.ok()).toBe(true);
  const signup = await memberPage.request.post('/api/auth/signup', {
    headers,
    data: { name: 'Sam Member', email: memberEmail, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  await memberPage.goto('/app/na/agents');
  await expect(memberPage.getByText('Front desk')).toBeVisible(FIRST_LOAD);

  const bell = memberPage.getByRole('button', { name: 'Notifications' });
  const dot = memberPage.locator('.mantine-Indicator-root', { has: bell }).locator('.mantine-Indicator-indicator');
  await expect(bell).toBeVisible();
  await expect(dot).toHaveCount(0);

  await visitorAsksForAPerson(page, baseURL, agentId, 'Can I talk to a person?');

  const title = 'Front desk: a visitor asks for a person';
  await expect(notice(memberPage, title)).toBeVisible();
  await expect(dot).toBeVisible();
  // The toast's 5 s over, it counts as seen: the dot goes, and the bell's panel lists it.
  await expect(notice(memberPage, title)).toHaveCount(0, { timeout: 15_000 });
  await expect(dot).toHaveCount(0);
  await bell.click();
  await expect(memberPage.getByRole('dialog', { name: 'Notifications panel' }).getByText(title)).toBeVisible();
});
