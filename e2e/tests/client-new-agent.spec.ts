import { expect, type Page, test } from '@playwright/test';
import { agencyWithSubdomain } from '../support/agency-clients.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

/** The owner's Add User on the Clients page, given the Support bot agent; answers the saved client with its password. */
async function addClientUser(page: Page, { email, allowCreateAgents }: { email: string; allowCreateAgents: boolean }) {
  await page.getByRole('region', { name: 'Client Co' }).getByRole('button', { name: 'Add User' }).click();
  const form = page.getByRole('form', { name: 'Add User' });
  await form.getByRole('textbox', { name: 'Name' }).fill(email.split('@')[0] ?? email);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Agents' }).click();
  await page.getByRole('option', { name: 'Support bot' }).click();
  await form
    .getByRole('switch', { name: 'Allow Create Agents', exact: true })
    .setChecked(allowCreateAgents, { force: true });
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/clients'));
  await form.getByRole('button', { name: 'Add User' }).click();
  const saved = (await (await added).json()) as {
    allowCreateAgents: boolean;
    canAccess: string[];
    dashboardPassword: string;
  };
  // The drawer stays open on the added user, as Edit User: closed for the next one.
  const edit = page.getByRole('dialog', { name: 'Edit User - Client Co' });
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(edit).toBeHidden();
  return saved;
}

test('a client allowed to create agents makes one from a template and lands on it; a client without it has no New Agent and the API refuses', async ({
  page,
  baseURL,
  browser,
}) => {
  // Two clients' dashboards load from cold, one after the other, on a shared machine.
  test.setTimeout(120_000);
  const owner = await signUpOwner(page, baseURL);
  const agency = await agencyWithSubdomain(page, owner, 'New Agent Agency');
  const agentId = await createAgentThroughApi(page, owner, 'Support bot');

  // The owner, on the Clients page: an organisation with two users of the same agent, one allowed to create agents.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'New Organization' }).click(FIRST_LOAD);
  const orgInfo = page.getByRole('form', { name: 'Org Info' });
  await orgInfo.getByRole('textbox', { name: 'Organization name' }).fill('Client Co');
  await orgInfo.getByRole('button', { name: 'Save & Close' }).click();
  await expect(orgInfo).toBeHidden();
  const stamp = Date.now();
  const creatorEmail = `creator-${stamp}@example.test`;
  const creator = await addClientUser(page, { email: creatorEmail, allowCreateAgents: true });
  expect(creator.allowCreateAgents).toBe(true);
  const viewerEmail = `viewer-${stamp}@example.test`;
  const viewer = await addClientUser(page, { email: viewerEmail, allowCreateAgents: false });
  expect(viewer.allowCreateAgents).toBe(false);

  // The allowed client, signed in on the agency's address with its dashboard password.
  const creatorContext = await browser.newContext();
  const client = await creatorContext.newPage();
  const signIn = new URL('/', agency.origin);
  signIn.searchParams.set('username', creatorEmail);
  signIn.searchParams.set('password', creator.dashboardPassword);
  await client.goto(signIn.toString());
  const firstTab = creator.canAccess[0]?.replace(/^\//, '') ?? 'convos';
  await expect(client).toHaveURL(new RegExp(`/app/na/agents/${agentId}/${firstTab}$`), FIRST_LOAD);
  const topBar = client.getByRole('region', { name: 'Client top bar' });
  await topBar.getByRole('button', { name: 'New Agent' }).click(FIRST_LOAD);
  const drawer = client.getByRole('dialog', { name: 'New Agent - Create a new AI agent.' });
  await drawer.getByRole('textbox', { name: 'Agent Name' }).fill('Bakery bot');
  const created = client.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/workspaces/${agency.workspaceUid}/agents`),
  );
  await drawer.getByRole('button', { name: 'Create' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const newAgentId = ((await answer.json()) as { agentCreated: { ID: string } }).agentCreated.ID;
  await expect(client.getByText('Agent created successfully, redirecting...')).toBeVisible();

  // It opens in the client's dashboard on its first allowed tab, and the agent picker has it beside the first.
  await expect(client).toHaveURL(new RegExp(`/app/na/agents/${newAgentId}/${firstTab}$`), FIRST_LOAD);
  const picker = topBar.getByRole('button', { name: 'Switch agent (current: Bakery bot)' });
  await expect(picker).toBeVisible(FIRST_LOAD);
  await expect(client.getByRole('navigation', { name: 'Agent tabs' }).first()).toBeVisible();
  await picker.click();
  await expect(client.getByRole('menuitem', { name: 'Support bot' })).toBeVisible();
  await expect(client.getByRole('menuitem', { name: 'Bakery bot' })).toBeVisible();
  await creatorContext.close();

  // The other client: no New Agent, and the API refuses its agent.
  const viewerContext = await browser.newContext();
  const other = await viewerContext.newPage();
  signIn.searchParams.set('username', viewerEmail);
  signIn.searchParams.set('password', viewer.dashboardPassword);
  await other.goto(signIn.toString());
  await expect(other).toHaveURL(new RegExp(`/app/na/agents/${agentId}/`), FIRST_LOAD);
  const otherBar = other.getByRole('region', { name: 'Client top bar' });
  await expect(otherBar.getByRole('button', { name: /Switch agent/ })).toBeVisible(FIRST_LOAD);
  await expect(otherBar.getByRole('button', { name: 'New Agent' })).toHaveCount(0);
  // (Asked from the page: only the browser resolves the agency's `.localhost` name.)
  const refused = await other.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agentName: 'Sneaky bot' }),
    });
    return { status: response.status, body: await response.text() };
  }, `/api/na/workspaces/${agency.workspaceUid}/agents`);
  expect(refused.status).toBe(403);
  expect(refused.body).toContain('Creating agents is not available for your account.');
  await viewerContext.close();
});
