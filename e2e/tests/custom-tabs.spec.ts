import { expect, test } from '@playwright/test';
import { signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

/** What the agency's script tries, each written into its own page: what it read, or that it was blocked. */
const PROBE_SCRIPT = `
const say = (line) => { const p = document.createElement('p'); p.textContent = line; document.body.appendChild(p); };
try { say('cookie: ' + (document.cookie ? 'read ' + document.cookie : 'empty')); } catch { say('cookie: blocked'); }
try { say('parent: read ' + parent.document.title); } catch { say('parent: blocked'); }
try { say('top: read ' + top.location.href); } catch { say('top: blocked'); }
say('probe done');
`;

test("an HTML custom tab's script cannot read the dashboard's cookies or page", async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  await page.goto('/agency?tab=custom-tabs');
  await page.getByRole('button', { name: 'Add tab' }).click(FIRST_LOAD);
  const form = page.getByRole('form', { name: 'New tab' });
  await form.getByRole('textbox', { name: 'Label' }).fill('Probe');
  await form.getByRole('textbox', { name: 'URL', exact: true }).fill('/probe');
  await form.getByRole('textbox', { name: 'HTML' }).fill('<h1>Agency probe</h1>');
  await form.getByRole('textbox', { name: 'JS' }).fill(PROBE_SCRIPT);
  await form.getByRole('button', { name: 'Save' }).click();
  const listed = page.getByRole('listitem', { name: 'Probe' });
  await expect(listed).toBeVisible();

  const answer = await page.request.get(`/api/na/workspaces/${owner.workspaceUid}/agency/custom-tabs`);
  const { tabs, tabOrigin } = (await answer.json()) as { tabs: { id: string }[]; tabOrigin: string };
  // The tab origin is another origin than the dashboard's.
  expect(new URL(tabOrigin).origin).not.toBe(owner.origin);

  // The dashboard's session is there to be stolen: the test would fail if the script could read it.
  const session = (await page.context().cookies(owner.origin)).find((cookie) => cookie.name === 'sid');
  expect(session?.value).toBeTruthy();

  // The panel's Preview link, with no agency domain yet, opens the tab on this host.
  const previewLink = listed.getByRole('link', { name: 'Preview' });
  expect(new URL((await previewLink.getAttribute('href')) ?? '').pathname).toBe('/app/na/c/probe');
  await page.goto('/app/na/c/probe');
  const frameElement = page.locator('iframe[title="Probe"]');
  await expect(frameElement).toBeVisible(FIRST_LOAD);
  expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
  const frame = page.frameLocator('iframe[title="Probe"]');
  await expect(frame.getByRole('heading', { name: 'Agency probe' })).toBeVisible();
  await expect(frame.getByText('probe done')).toBeVisible();
  await expect(frame.getByText('cookie: blocked')).toBeVisible();
  await expect(frame.getByText('parent: blocked')).toBeVisible();
  await expect(frame.getByText('top: blocked')).toBeVisible();
  await expect(frame.getByText(session?.value ?? 'no session')).toHaveCount(0);

  // Opened by itself, the page is still sandboxed by its own header.
  const direct = await page.context().newPage();
  await direct.goto(`${tabOrigin}/custom-tabs/na/${owner.workspaceUid}/${tabs[0]?.id}`);
  await expect(direct.getByText('probe done')).toBeVisible();
  await expect(direct.getByText('cookie: blocked')).toBeVisible();
  // And the tab origin serves nothing of the dashboard (asked by the browser, which resolves `tabs.localhost`).
  expect((await direct.goto(`${tabOrigin}/api/auth/me`))?.status()).toBe(404);
  expect((await direct.goto(`${tabOrigin}/agents`))?.status()).toBe(404);
});

test('an unknown tab URL shows a clear not-found state', async ({ page, baseURL }) => {
  await signUpOwner(page, baseURL);
  await page.goto('/app/na/c/nothing-here');
  await expect(page.getByRole('heading', { name: 'Tab not found' })).toBeVisible(FIRST_LOAD);
});
