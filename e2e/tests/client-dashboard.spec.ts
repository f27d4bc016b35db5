import { DASHBOARD_TAB_LABELS } from '@agent-platform/core';
import { expect, test } from '@playwright/test';
import { mailboxIds, newMailTo } from '../support/mailbox.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

test("an agency sets up a client, who signs in on the agency's address with an emailed code and sees only its agent and tabs", async ({
  page,
  baseURL,
  browser,
}) => {
  // Two browser contexts and a dozen pages: 35 s alone, over the default minute on a loaded CI machine.
  test.setTimeout(120_000);
  // The agency: a workspace with agency settings, a subdomain, two agents, an organisation and a client.
  const owner = await signUpOwner(page, baseURL);
  const headers = { Origin: owner.origin };
  const agency = `/api/na/workspaces/${owner.workspaceUid}/agency`;
  expect((await page.request.patch(agency, { headers, data: { name: 'Client Test Agency' } })).ok()).toBe(true);
  const subdomain = `clients${Date.now().toString(36)}`;
  const savedSubdomain = await page.request.put(`${agency}/domains/subdomain`, { headers, data: { subdomain } });
  expect(savedSubdomain.ok()).toBe(true);
  const agentId = await createAgentThroughApi(page, owner, 'Support bot');
  const otherAgentId = await createAgentThroughApi(page, owner, 'Internal bot');
  // A visitor chats with the agent the client will be given, and with the other one.
  for (const id of [agentId, otherAgentId]) {
    const chat = await page.request.post(`/api/na/public/agents/${id}/conversations`, { headers });
    const { conversationId, visitorToken } = (await chat.json()) as { conversationId: string; visitorToken: string };
    const sent = await page.request.post(`/api/na/public/conversations/${conversationId}/messages`, {
      headers: { ...headers, Authorization: `Bearer ${visitorToken}` },
      data: { messageId: `m-${id}`, text: id === agentId ? 'Do you ship to Oslo?' : 'Internal question' },
    });
    expect(sent.ok()).toBe(true);
  }

  // The owner sets up the client on the Clients page: an organisation, then a user with Home and Chats for one agent.
  const email = `client-${Date.now()}@example.test`;
  await page.goto('/clients');
  await page.getByRole('button', { name: 'New Organization' }).click(FIRST_LOAD);
  const orgInfo = page.getByRole('form', { name: 'Org Info' });
  await orgInfo.getByRole('textbox', { name: 'Organization name' }).fill('Client Co');
  await orgInfo.getByRole('button', { name: 'Save & Close' }).click();
  await expect(orgInfo).toBeHidden();
  await page.getByRole('region', { name: 'Client Co' }).getByRole('button', { name: 'Add User' }).click();
  const form = page.getByRole('form', { name: 'Add User' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Cleo Client');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  // The tab catalogue's checkboxes start from the organisation's defaults: only Home and Conversations stay.
  const given = ['Home', 'Conversations'];
  for (const label of Object.values(DASHBOARD_TAB_LABELS)) {
    const box = form.getByRole('checkbox', { name: label, exact: true });
    if ((await box.count()) > 0) await box.setChecked(given.includes(label), { force: true });
  }
  await form.getByRole('textbox', { name: 'Agents' }).click();
  await page.getByRole('option', { name: 'Support bot' }).click();
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/clients'));
  await form.getByRole('button', { name: 'Add User' }).click();
  const saved = (await (await added).json()) as { canAccess: string[]; widgetIDs: string[] };
  expect([...saved.canAccess].sort()).toEqual(['/convos', '/home']);
  expect(saved.widgetIDs).toEqual([agentId]);

  // The client, in a browser of its own, on the agency's address.
  const entry = new URL('/', baseURL);
  entry.hostname = `${subdomain}.localhost`;
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(entry.toString());
  await expect(client.getByRole('heading', { name: 'Sign In' })).toBeVisible(FIRST_LOAD);
  await expect(client.getByText('Client Test Agency').first()).toBeVisible();
  // With the code the agency emails: Email Login Code, then the code and Enter.
  const seen = await mailboxIds(page.request);
  await client.getByRole('textbox', { name: 'Email' }).fill(email);
  await client.getByRole('button', { name: 'Email Login Code' }).click();
  const codeField = client.getByRole('textbox', { name: 'Login Code' });
  await expect(codeField).toBeVisible();
  const mail = await newMailTo(page.request, email, /login code for Client Test Agency is \d{6}/, seen);
  const code = /is (\d{6})/.exec(mail.text)?.[1] ?? '';
  await codeField.fill(code);
  await codeField.press('Enter');

  // Its first agent, on the first page of its canAccess (spec 002 §2.11); only the tabs it was given.
  const landing = saved.canAccess[0] === '/home' ? 'home' : 'convos';
  await expect(client).toHaveURL(new RegExp(`/app/na/agents/${agentId}/${landing}$`), FIRST_LOAD);
  await expect(client.getByText('Signed in successfully.')).toBeVisible();
  const topBar = client.getByRole('region', { name: 'Client top bar' });
  await expect(topBar).toBeVisible(FIRST_LOAD);
  await expect(topBar.getByRole('button', { name: 'Workspace: Client Co' })).toBeVisible();
  const tabs = client.getByRole('navigation', { name: 'Agent tabs' }).getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Chats']);
  await expect(client.getByRole('button', { name: 'Test' })).toHaveCount(0);

  // Chats: its agent's conversation, not the other agent's; Home: the overall stats of its agents only.
  await tabs.filter({ hasText: 'Chats' }).click();
  await expect(client.getByText('Do you ship to Oslo?').first()).toBeVisible(FIRST_LOAD);
  await expect(client.getByText('Internal question')).toHaveCount(0);
  await tabs.filter({ hasText: 'Home' }).click();
  await expect(client.getByRole('heading', { name: 'Overall stats' })).toBeVisible(FIRST_LOAD);
  await expect(client.getByRole('listitem', { name: 'Conversations' }).getByTestId('total')).toHaveText('1');

  // Another agent of the agency is not the client's: only the placeholder.
  await client.goto(new URL(`/app/na/agents/${otherAgentId}/home`, entry).toString());
  await expect(client.getByRole('status', { name: 'Loading agent' })).toBeVisible(FIRST_LOAD);
  await expect(client.getByRole('navigation', { name: 'Agent tabs' })).toHaveCount(0);
  // The API answers as if that agent did not exist.
  // (Asked from the page: only the browser resolves the agency's `.localhost` name.)
  const status = await client.evaluate(async (url) => (await fetch(url)).status, `/api/na/v2/agents/${otherAgentId}`);
  expect(status).toBe(404);

  // Log Out: back at the entry's sign-in screen.
  await client.goto(new URL(`/app/na/agents/${agentId}/convos`, entry).toString());
  await topBar.getByRole('button', { name: 'Profile' }).click(FIRST_LOAD);
  await client.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(client.getByText('Signed out successfully.')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(new URL(client.url()).pathname).toBe('/');
  await context.close();
});
