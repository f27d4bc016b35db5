import { expect, test } from '@playwright/test';
import { publish } from '../support/agent-page.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

test('the Widget tab edits the widget beside a live preview of the real chat, and gives the embed code', async ({
  page,
  baseURL,
  context,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await page.goto(`/app/na/agents/${agentId}/overview?showDebugger=false`);
  const preview = page.frameLocator('iframe[title="Widget preview"]');
  await expect(preview.getByRole('heading', { name: 'Front desk' })).toBeVisible();
  const look = page.locator('[data-group-id="look"]');

  await test.step('the name and the colours show in the preview before Publish', async () => {
    await look.getByLabel('Agent name').fill('Shop helper');
    await expect(preview.getByRole('heading', { name: 'Shop helper' })).toBeVisible();

    const colour = look.getByLabel('Primary colour');
    const header = preview.locator('header');
    const before = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await colour.fill('#1f6f5');
    await expect(look.getByText('Enter exactly six hex digits, such as #1f6f5c.')).toBeVisible();
    await expect(header).toHaveCSS('background-color', before);
    await colour.fill('#1f6f5c');
    await expect(header).toHaveCSS('background-color', 'rgb(31, 111, 92)');
    await expect(look.getByRole('list', { name: 'Palette' }).getByRole('listitem')).toHaveCount(10);
    await expect(look.getByRole('listitem', { name: 'Shade 1: hsl(166 56% 95%)' })).toBeVisible();

    await look.getByText('Dark', { exact: true }).click();
    await expect(look.getByRole('listitem', { name: 'Shade 1: hsl(166 56% 10%)' })).toBeVisible();
    await expect(preview.locator('.chat')).toHaveCSS('color', 'rgb(241, 243, 245)');
  });

  await test.step('Publish keeps them: the published chat has them after a reload', async () => {
    await publish(page);
    await page.reload();
    await expect(preview.getByRole('heading', { name: 'Shop helper' })).toBeVisible();
    await expect(preview.locator('header')).toHaveCSS('background-color', 'rgb(31, 111, 92)');
    await expect(preview.locator('.chat')).toHaveCSS('color', 'rgb(241, 243, 245)');
  });

  await test.step('allowed domains are checked as they are typed, and saved', async () => {
    const domains = page.getByLabel('Allowed domains');
    await domains.fill('not a domain!');
    await expect(page.getByText('Enter a domain such as example.com, *.example.com or localhost:3000.')).toBeVisible();
    await domains.fill('shop.example\n*.help.example');
    await publish(page);
    const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
      agent: { allowedDomains?: string[] };
    };
    expect(agent.allowedDomains).toEqual(['shop.example', '*.help.example']);
  });

  await test.step('the embed code for a chosen mode is copied', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: owner.origin });
    await page.getByRole('textbox', { name: 'Render mode' }).click();
    await page.getByRole('option', { name: 'Embedded in the page (500x500)' }).click();
    const code = page.getByLabel('Embed code');
    await expect(code).toContainText('data-render-mode="embedded" data-container="agent-chat"');
    await expect(code).toContainText(`data-agent-id="${agentId}"`);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Copied to Clipboard' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<div id="agent-chat"');
    expect(copied).toContain(`data-agent-id="${agentId}"`);
  });
});
