import { expect, type Page, test } from '@playwright/test';
import { agencyWithSubdomain } from '../support/agency-clients.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

test("a visitor's lead on a client's agent rings the client's bell: a dot, a toast, and the panel that clears it", async ({
  page,
  baseURL,
  browser,
}) => {
  // The agency: a subdomain, two agents, and a client of one organisation given the first.
  const owner = await signUpOwner(page, baseURL);
  const headers = { Origin: owner.origin };
  const entry = await agencyWithSubdomain(page, owner, 'Bell Agency');
  const agentId = await createAgentThroughApi(page, owner, 'Support bot');
  const otherAgentId = await createAgentThroughApi(page, owner, 'Internal bot');
  const agency = `/api/na/workspaces/${owner.workspaceUid}/agency`;
  const org = await page.request.post(`${agency}/orgs`, { headers, data: { name: 'Client Co' } });
  expect(org.ok()).toBe(true);
  const { id: orgId } = (await org.json()) as { id: string };
  const email = `bell-${Date.now()}@example.test`;
  const added = await page.request.post(`${agency}/orgs/${orgId}/clients`, {
    headers,
    data: { name: 'Cleo Client', email, canAccess: ['/convos'], widgetIDs: [agentId] },
  });
  expect(added.ok()).toBe(true);
  const { dashboardPassword } = (await added.json()) as { dashboardPassword: string };

  /** A visitor of the agent chats and leaves their email: the agent's workspace and its clients are told. */
  const leadOn = async (agent: string, leadEmail: string) => {
    const chat = await page.request.post(`/api/na/public/agents/${agent}/conversations`, { headers });
    const { conversationId, visitorToken } = (await chat.json()) as { conversationId: string; visitorToken: string };
    const lead = await page.request.post(`/api/na/public/conversations/${conversationId}/leads`, {
      headers: { ...headers, Authorization: `Bearer ${visitorToken}` },
      data: { email: leadEmail },
    });
    expect(lead.status()).toBe(201);
  };

  // The client signs in on the agency's address with its link credentials.
  const context = await browser.newContext();
  const client = await context.newPage();
  const signIn = new URL('/', entry.origin);
  signIn.searchParams.set('username', email);
  signIn.searchParams.set('password', dashboardPassword);
  await client.goto(signIn.toString());
  await expect(client).toHaveURL(new RegExp(`/app/na/agents/${agentId}/`), FIRST_LOAD);
  const topBar = client.getByRole('region', { name: 'Client top bar' });
  const bell = topBar.getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible(FIRST_LOAD);
  const dot = bellDot(client);
  await expect(dot).toHaveCount(0);

  // Live: a lead on the other agent tells this client nothing; one on its own agent shows the dot and a toast,
  // which counts as seen once its 5 s are over.
  await leadOn(otherAgentId, 'not-for-cleo@example.com');
  await leadOn(agentId, 'first@example.com');
  const firstToast = client.getByRole('alert').filter({ hasText: 'New lead: first@example.com' });
  await expect(firstToast).toBeVisible();
  await expect(dot).toHaveCount(1);
  await expect(firstToast).toBeHidden();
  await expect(dot).toHaveCount(0);

  // Two more while the client is away: back, only the newest toasts, and the other keeps the dot until the panel opens.
  await client.goto('about:blank');
  await leadOn(agentId, 'second@example.com');
  await leadOn(agentId, 'third@example.com');
  await client.goto(new URL(`/app/na/agents/${agentId}/convos`, entry.origin).toString());
  const thirdToast = client.getByRole('alert').filter({ hasText: 'New lead: third@example.com' });
  await expect(thirdToast).toBeVisible(FIRST_LOAD);
  await expect(thirdToast).toBeHidden();
  await expect(dot).toHaveCount(1);

  await bell.click();
  const panel = client.getByRole('dialog', { name: 'Notifications panel' });
  const updates = panel.getByRole('region', { name: 'Updates' });
  await expect(updates.getByRole('link')).toHaveText([
    /New lead: third@example\.com/,
    /New lead: second@example\.com/,
    /New lead: first@example\.com/,
  ]);
  await expect(updates.getByText('not-for-cleo@example.com')).toHaveCount(0);
  await expect(dot).toHaveCount(0);
  const size = await panel.boundingBox();
  expect(size?.width).toBe(350);

  // Each leads to the agent's leads.
  await expect(updates.getByRole('link', { name: /second@example\.com/ })).toHaveAttribute(
    'href',
    `/app/na/agents/${agentId}/leads`,
  );
  await context.close();
});

/** The pulsing dot on the bell (not the one of the online button beside it). */
function bellDot(page: Page) {
  return page
    .getByRole('region', { name: 'Client top bar' })
    .locator('.mantine-Indicator-root', { has: page.getByRole('button', { name: 'Notifications' }) })
    .locator('.mantine-Indicator-indicator');
}
