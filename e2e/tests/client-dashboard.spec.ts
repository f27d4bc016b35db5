import { expect, test } from '@playwright/test';
import { mailboxIds, newMailTo } from '../support/mailbox.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

test("an agency's client signs in on the agency's address and sees only its agent and tabs", async ({
  page,
  baseURL,
  browser,
}) => {
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
  const org = await page.request.post(`${agency}/orgs`, { headers, data: { name: 'Client Co' } });
  expect(org.ok()).toBe(true);
  const { id: orgId } = (await org.json()) as { id: string };
  const email = `client-${Date.now()}@example.test`;
  const created = await page.request.post(`${agency}/orgs/${orgId}/clients`, {
    headers,
    data: { name: 'Cleo Client', email, canAccess: ['/convos', '/home'], widgetIDs: [agentId] },
  });
  expect(created.ok()).toBe(true);

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
  await expect(client).toHaveURL(new RegExp(`/app/na/agents/${agentId}/convos$`), FIRST_LOAD);
  await expect(client.getByText('Signed in successfully.')).toBeVisible();
  const topBar = client.getByRole('region', { name: 'Client top bar' });
  await expect(topBar).toBeVisible(FIRST_LOAD);
  await expect(topBar.getByRole('button', { name: 'Workspace: Client Co' })).toBeVisible();
  const tabs = client.getByRole('navigation', { name: 'Agent tabs' }).getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Chats']);
  await expect(client.getByRole('button', { name: 'Test' })).toHaveCount(0);

  // Another agent of the agency is not the client's: only the placeholder.
  await client.goto(new URL(`/app/na/agents/${otherAgentId}/home`, entry).toString());
  await expect(client.getByRole('status', { name: 'Loading agent' })).toBeVisible(FIRST_LOAD);
  await expect(client.getByRole('navigation', { name: 'Agent tabs' })).toHaveCount(0);

  // Log Out: back at the entry's sign-in screen.
  await client.goto(new URL(`/app/na/agents/${agentId}/convos`, entry).toString());
  await topBar.getByRole('button', { name: 'Profile' }).click(FIRST_LOAD);
  await client.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(client.getByText('Signed out successfully.')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(new URL(client.url()).pathname).toBe('/');
  await context.close();
});
