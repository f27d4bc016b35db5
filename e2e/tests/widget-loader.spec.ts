import { expect, test } from '@playwright/test';
import { agentWith, customerSite, widgetOn } from '../support/customer-site.js';

const site = customerSite();
const isAnalytics = (agentId: string) => (url: URL) => url.pathname === `/api/na/agents/${agentId}/analytics`;

test('one page-load record per load, and no global but agentWidget', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL);
  const widget = widgetOn(page);
  const loads: string[] = [];
  page.on('request', (request) => {
    if (isAnalytics(agentId)(new URL(request.url()))) loads.push(request.postData() ?? '');
  });
  const first = page.waitForRequest((request) => isAnalytics(agentId)(new URL(request.url())));
  await site.visit(page, agentId);
  const record = JSON.parse((await first).postData() ?? '{}');
  expect(record).toMatchObject({ record: 'loads', origin: 'web-chat', pageUrl: `${site.origin()}/?agent=${agentId}` });
  await expect(widget.launcher).toBeVisible();
  const second = page.waitForRequest((request) => isAnalytics(agentId)(new URL(request.url())));
  await page.reload();
  await second;
  await page.waitForTimeout(1000);
  expect(loads).toHaveLength(2);
  const globals = () => page.evaluate(() => Object.keys(window));
  const withWidget = await globals();
  await site.visit(page, '');
  const withoutWidget = await globals();
  expect(withWidget.filter((key) => !withoutWidget.includes(key))).toEqual(['agentWidget']);
});

test('autoStartWidget: the chat starts by itself behind a closed window, with no proactive bubble', async ({
  page,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL, { autoStartWidget: true, proactiveMessage: 'Need a hand?' });
  const widget = widgetOn(page);
  const started = page.waitForResponse(
    (response) => response.url().endsWith(`/agents/${agentId}/conversations`) && response.request().method() === 'POST',
  );
  await site.visit(page, agentId);
  expect((await started).ok()).toBe(true);
  await expect(widget.launcher).toBeVisible();
  await expect(widget.frameBox).toBeHidden();
  await page.waitForTimeout(2000);
  await expect(widget.bubble).toBeHidden();
  await widget.launcher.click();
  await expect(widget.chat.locator('.message.assistant').first()).toBeVisible();
});

test('listenForUrlChanges: after a pushState the next message carries the new page', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, { listenForUrlChanges: true });
  const widget = widgetOn(page);
  await site.visit(page, agentId);
  await widget.launcher.click();
  await expect(widget.chat.locator('.message.assistant').first()).toBeVisible();
  await page.evaluate(() => history.pushState({}, '', '/pricing?plan=team'));
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/public\/conversations\/[^/]+\/messages$/.test(request.url()),
  );
  await widget.chat.getByRole('textbox', { name: 'Message' }).fill('How much is it?');
  await widget.chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({
    text: 'How much is it?',
    pageUrl: `${site.origin()}/pricing?plan=team`,
  });
  // The engine accepted the page with the message and answered.
  await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
  await expect(widget.chat.locator('.message.assistant').nth(1)).toHaveText(/^Agent: \S.+/);
});

test('without listenForUrlChanges a message carries no page', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL);
  const widget = widgetOn(page);
  await site.visit(page, agentId);
  await widget.launcher.click();
  await expect(widget.chat.locator('.message.assistant').first()).toBeVisible();
  await page.evaluate(() => history.pushState({}, '', '/pricing'));
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/public\/conversations\/[^/]+\/messages$/.test(request.url()),
  );
  await widget.chat.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await widget.chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  expect(JSON.parse((await sent).postData() ?? '{}')).not.toHaveProperty('pageUrl');
});

test('syncBrowser: opening and closing the chat in one tab does the same in the other', async ({
  page,
  context,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL, { syncBrowser: true });
  const other = await context.newPage();
  await site.visit(page, agentId);
  await site.visit(other, agentId, undefined, '/about');
  const here = widgetOn(page);
  const there = widgetOn(other);
  await expect(there.launcher).toBeVisible();
  await here.launcher.click();
  await expect(here.frameBox).toBeVisible();
  await expect(there.frameBox).toBeVisible();
  await expect(there.launcher).toBeHidden();
  // Both tabs show the same conversation.
  await expect(there.chat.locator('.message.assistant').first()).toBeVisible();
  const conversation = () => page.evaluate((id) => localStorage.getItem(`agentWidget:conversation:${id}`), agentId);
  await expect.poll(conversation).not.toBeNull();
  await there.chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(there.frameBox).toBeHidden();
  await expect(here.frameBox).toBeHidden();
  await expect(here.launcher).toBeVisible();
});

test('without syncBrowser, tabs stay independent', async ({ page, context, baseURL }) => {
  const agentId = await agentWith(page, baseURL);
  const other = await context.newPage();
  await site.visit(page, agentId);
  await site.visit(other, agentId);
  await widgetOn(page).launcher.click();
  await expect(widgetOn(page).frameBox).toBeVisible();
  await other.waitForTimeout(1000);
  await expect(widgetOn(other).frameBox).toBeHidden();
});
