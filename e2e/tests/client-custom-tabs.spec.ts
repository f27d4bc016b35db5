import { expect, type Page, test } from '@playwright/test';
import { agencyWithSubdomain } from '../support/agency-clients.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

/** The owner's New tab form on the agency's Custom Tabs page: an HTML tab. */
async function addHtmlTab(page: Page, tab: { label: string; href: string; html: string; alwaysVisible: boolean }) {
  await page.getByRole('button', { name: 'Add tab' }).click(FIRST_LOAD);
  const form = page.getByRole('form', { name: 'New tab' });
  await form.getByRole('textbox', { name: 'Label' }).fill(tab.label);
  await form.getByRole('textbox', { name: 'URL', exact: true }).fill(tab.href);
  await form.getByRole('textbox', { name: 'HTML' }).fill(tab.html);
  await form.getByRole('switch', { name: 'Always visible' }).setChecked(tab.alwaysVisible, { force: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem', { name: tab.label })).toBeVisible();
}

test("an agency's always-visible tab shows in its client's sidebar, a hidden one only once the owner gives it", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpOwner(page, baseURL);
  const agency = await agencyWithSubdomain(page, owner, 'Tabs Agency');
  const agentId = await createAgentThroughApi(page, owner, 'Support bot');

  await page.goto('/agency?tab=custom-tabs');
  await addHtmlTab(page, { label: 'Reports', href: '/reports', html: '<h1>Monthly report</h1>', alwaysVisible: true });
  await addHtmlTab(page, {
    label: 'Calendar',
    href: '/calendar',
    html: '<h1>Booking calendar</h1>',
    alwaysVisible: false,
  });

  // A client of the agency with the Support bot agent, through the API the Clients page calls.
  const base = `/api/na/workspaces/${owner.workspaceUid}/agency`;
  const org = await page.request.post(`${base}/orgs`, {
    headers: { Origin: owner.origin },
    data: { name: 'Client Co' },
  });
  expect(org.status()).toBe(200);
  const email = `tabs-client-${Date.now()}@example.test`;
  const added = await page.request.post(`${base}/orgs/${(await org.json()).id}/clients`, {
    headers: { Origin: owner.origin },
    data: { name: 'Casey', email, widgetIDs: [agentId], canAccess: ['/convos'] },
  });
  expect(added.status()).toBe(200);
  const client = (await added.json()) as { dashboardPassword: string };

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const signIn = new URL('/', agency.origin);
  signIn.searchParams.set('username', email);
  signIn.searchParams.set('password', client.dashboardPassword);
  await clientPage.goto(signIn.toString());
  await expect(clientPage).toHaveURL(new RegExp(`/app/na/agents/${agentId}/convos$`), FIRST_LOAD);
  const sidebar = clientPage.getByRole('navigation', { name: 'Agent tabs' });
  await expect(sidebar.getByRole('link', { name: 'Reports' })).toBeVisible(FIRST_LOAD);
  await expect(sidebar.getByRole('link', { name: 'Calendar' })).toHaveCount(0);

  // Opened, the tab's page comes from the tab origin in the sandboxed frame, beside the sidebar.
  await sidebar.getByRole('link', { name: 'Reports' }).click();
  await expect(clientPage).toHaveURL(/\/app\/na\/c\/reports$/);
  const frameElement = clientPage.locator('iframe[title="Reports"]');
  await expect(frameElement).toBeVisible(FIRST_LOAD);
  expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
  await expect(
    clientPage.frameLocator('iframe[title="Reports"]').getByRole('heading', { name: 'Monthly report' }),
  ).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'Chats' })).toBeVisible();

  // The owner gives the client the hidden tab in its access on the Clients page.
  await page.goto('/clients');
  await page.getByRole('region', { name: 'Client Co' }).getByRole('button', { name: 'Edit Casey' }).click(FIRST_LOAD);
  const edit = page.getByRole('dialog', { name: 'Edit User - Client Co' });
  await edit.getByRole('checkbox', { name: 'Calendar' }).check({ force: true });
  await expect(edit.getByRole('checkbox', { name: 'Reports' })).toBeChecked();
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/clients/'));
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  expect(((await (await saved).json()) as { canAccess: string[] }).canAccess).toEqual(['/convos', '/calendar']);

  await clientPage.goto(new URL(`/app/na/agents/${agentId}/convos`, agency.origin).toString());
  await expect(sidebar.getByRole('link', { name: 'Calendar' })).toBeVisible(FIRST_LOAD);
  await sidebar.getByRole('link', { name: 'Calendar' }).click();
  await expect(
    clientPage.frameLocator('iframe[title="Calendar"]').getByRole('heading', { name: 'Booking calendar' }),
  ).toBeVisible(FIRST_LOAD);
  await clientContext.close();
});
