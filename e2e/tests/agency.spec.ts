import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// PRODUCT_NAME of apps/web/src/features/agencies/brand-mark.tsx, which a Node test cannot import (JSX).
const PRODUCT_NAME = 'Agent Platform';
const BRAND = 'Acme Rockets';
const AGENT = 'Front Desk';
// Lightness 40 is the shade the theme's filled buttons use, so a button shows this very colour.
const PRIMARY = '#1466b8';
const PRIMARY_RGB = 'rgb(20, 102, 184)';

test('a new agency owner brands the dashboard, sees it in the live preview, and gets a branded login on their subdomain', async ({
  page,
  baseURL,
  context,
}) => {
  const owner = await signUpOwner(page, baseURL);
  // The test client the preview shows the dashboard as (spec 001 §2), added as on the Clients page.
  const headers = { Origin: owner.origin };
  const orgs = `/api/na/workspaces/${owner.workspaceUid}/agency/orgs`;
  const org = (await (await page.request.post(orgs, { headers, data: { name: 'Preview Org' } })).json()) as {
    id: string;
  };
  // The client is given one of the owner's agents, which its dashboard (and so the preview) lists.
  const agentId = await createAgentThroughApi(page, owner, AGENT);
  const added = await page.request.post(`${orgs}/${org.id}/clients`, {
    headers,
    data: { name: 'Pat Preview', email: `pat-${Date.now()}@example.test`, widgetIDs: [agentId] },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/app/na/agents');
  await page.getByRole('link', { name: 'Agency' }).click();
  await expect(page).toHaveURL(/\/agency$/);
  const preview = page.frameLocator('iframe[title="Live preview"]');
  await expect(preview.getByRole('heading', { name: 'Welcome back, Pat Preview' })).toBeVisible();
  await expect(preview.getByRole('button', { name: `Switch agent (current: ${AGENT})` })).toBeVisible();
  await expect(preview.getByText(owner.email)).toHaveCount(0);

  // Overview: the brand name, shown in the preview while typed, then saved.
  const overview = page.getByRole('form', { name: 'Overview' });
  await overview.getByRole('textbox', { name: 'Agency name' }).fill(BRAND);
  await expect(preview.getByText(BRAND).first()).toBeVisible();
  const savedName = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/agency'));
  await overview.getByRole('button', { name: 'Save' }).click();
  expect((await savedName).status()).toBe(200);

  // Theme: a logo, a primary colour and a font.
  await page.getByRole('tab', { name: 'Theme' }).click();
  await expect(page).toHaveURL(/\?tab=theme$/);
  const logo = await sharp({
    create: { width: 256, height: 256, channels: 4, background: { r: 232, g: 89, b: 12, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/agency/pictures/logo'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload 256x256 PNG' }).first().click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  const logoURL = ((await (await uploaded).json()) as { squarePhotoURL: string }).squarePhotoURL;
  expect(logoURL).toBeTruthy();
  await expect(preview.locator(`img[src="${logoURL}"]`).first()).toBeVisible();

  const theme = page.getByRole('form', { name: 'Theme' });
  await theme.getByRole('textbox', { name: 'Primary colour' }).fill(PRIMARY);
  const font = theme.getByRole('textbox', { name: 'Font' });
  await font.fill('Lobster');
  const newAgent = preview.getByRole('button', { name: 'New agent', exact: true });
  await expect.poll(() => newAgent.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(PRIMARY_RGB);
  await expect
    .poll(() => preview.locator('body').evaluate((body) => getComputedStyle(body).fontFamily))
    .toContain('Lobster');
  const savedTheme = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/agency'));
  await theme.getByRole('button', { name: 'Save' }).click();
  expect((await savedTheme).status()).toBe(200);

  // Domains: the 14-day whitelabel trial, without which the product's 'Powered by' shows (spec 001 §6).
  await page.getByRole('tab', { name: 'Domains' }).click();
  await expect(preview.getByText(`Powered by ${PRODUCT_NAME}`, { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Start 14-day trial' }).click();
  await expect(preview.getByText('Powered by', { exact: false })).toHaveCount(0);
  // The subdomain, verified at once, since its DNS is the product's.
  const savedSubdomain = page.waitForResponse((r) => r.url().includes('/agency/domains/subdomain'));
  await page.getByRole('textbox', { name: 'Subdomain' }).fill('acme');
  await page.getByRole('region', { name: 'VG Subdomain Configuration' }).getByRole('button', { name: 'Save' }).click();
  expect((await savedSubdomain).ok()).toBe(true);

  // The product's own favicon, to tell the agency's apart from it.
  await page.goto('/login');
  const productIcon = await page.locator('link[rel~="icon"]').getAttribute('href');

  const agencyLogin = new URL('/login', baseURL);
  agencyLogin.hostname = 'acme.localhost';
  const client = await context.browser()?.newContext();
  if (!client) throw new Error('The browser gave no second context.');
  const branded = await client.newPage();
  await branded.goto(agencyLogin.toString());
  await expect(branded.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await branded.title()).toBe(BRAND);
  const icon = await branded.locator('link[rel~="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  expect(icon).not.toBe(productIcon);
  const text = await branded.locator('body').innerText();
  expect(text).toContain(BRAND);
  expect(text).not.toContain(PRODUCT_NAME);
  expect(text).not.toContain('Dashboard');
  await client.close();
});
