import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { agentWith, customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

const GREETING = 'Hi there! 👋 How can I help you today?';
const site = customerSite();
const { visit } = site;

test('on a hostile customer page: launcher, badge, proactive message with its dismissal, and a streamed chat', async ({
  page,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL, { messageDelayMS: 2500, proactiveMessage: 'Need a hand?' });
  const widget = widgetOn(page);
  await visit(page, agentId);

  // The bubble's delay itself is not timed here: a busy machine observes the launcher late.
  await test.step('the launcher appears with badge 1, then the bubble, and the badge turns 2', async () => {
    await expect(widget.launcher).toBeVisible();
    await expect(widget.badge).toHaveText('1');
    await expect(widget.bubble).toBeHidden();
    await expect(widget.bubble).toHaveText(/Need a hand\?/);
    await expect(widget.bubble).toBeVisible({ timeout: 3000 });
    await expect(widget.badge).toHaveText('2', { timeout: 4000 });
  });

  await test.step('the page gets one global of ours and no layout shift', async () => {
    expect(await page.evaluate(() => typeof (window as unknown as { agentWidget?: unknown }).agentWidget)).toBe(
      'object',
    );
    expect(await page.evaluate(() => 'AgentWidget' in window)).toBe(false);
    const heading = await page.getByRole('heading', { name: 'Customer site' }).boundingBox();
    expect(heading?.y).toBeLessThan(50);
  });

  await test.step('a dismissed bubble stays dismissed after a reload', async () => {
    await widget.dismiss.click();
    await expect(widget.bubble).toBeHidden();
    await page.reload();
    await expect(widget.launcher).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(widget.bubble).toBeHidden();
  });

  await test.step('opening the chat hides the launcher and shows the greeting', async () => {
    await widget.launcher.click();
    await expect(widget.launcher).toBeHidden();
    await expect(widget.frameBox).toBeVisible();
    await expect(widget.chat.locator('.message.assistant').first()).toHaveText(`Agent: ${GREETING}`);
  });

  await test.step('a message gets a streamed answer', async () => {
    await widget.chat.getByRole('textbox', { name: 'Message' }).fill('Do you ship abroad?');
    await widget.chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(widget.chat.locator('.message.user')).toHaveText('You: Do you ship abroad?');
    await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
    await expect(widget.chat.locator('.message.assistant').nth(1)).toHaveText(/^Agent: \S.+/);
  });

  await test.step('a forged close from another origin is ignored; the chat’s own close works', async () => {
    await page.evaluate(() => window.postMessage({ type: 'agent-widget:close' }, '*'));
    await page.waitForTimeout(500);
    await expect(widget.frameBox).toBeVisible();
    await expect(widget.launcher).toBeHidden();
    await widget.chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(widget.frameBox).toBeHidden();
    await expect(widget.launcher).toBeVisible();
    await expect(widget.launcher).toBeFocused();
  });

  await test.step('the keyboard opens the chat and Escape closes it', async () => {
    await page.keyboard.press('Enter');
    await expect(widget.frameBox).toBeVisible();
    await widget.chat.getByRole('textbox', { name: 'Message' }).press('Escape');
    await expect(widget.frameBox).toBeHidden();
  });

  await test.step('the conversation survives a reload', async () => {
    await page.reload();
    await widget.launcher.click();
    await expect(widget.chat.locator('.message.user')).toHaveText('You: Do you ship abroad?');
  });
});

test('each render mode places the chat where it belongs', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 800 });
  const widget = widgetOn(page);
  const boxAfterOpening = async (mode: string) => {
    await visit(page, agentId, mode);
    const launcher = await widget.launcher.boundingBox();
    await widget.launcher.click();
    await expect(widget.frameBox).toBeVisible();
    return { launcher, frame: await widget.frameBox.boundingBox() };
  };

  const right = await boxAfterOpening('bottom-right');
  expect(right.launcher!.x).toBeGreaterThan(1100);
  expect(right.frame!.x + right.frame!.width).toBeCloseTo(1260, -1);
  expect(right.frame!.y + right.frame!.height).toBeCloseTo(780, -1);

  const left = await boxAfterOpening('bottom-left');
  expect(left.launcher!.x).toBeLessThan(100);
  expect(left.frame!.x).toBeCloseTo(20, -1);
  expect(left.frame!.y + left.frame!.height).toBeCloseTo(780, -1);

  for (const mode of ['popup', 'modal']) {
    const { frame } = await boxAfterOpening(mode);
    expect(frame!.x + frame!.width / 2).toBeCloseTo(640, -1);
    expect(frame!.y + frame!.height / 2).toBeCloseTo(400, -1);
  }
  await expect(page.locator('[data-agent-widget]').locator('.backdrop')).toBeVisible();

  const full = await boxAfterOpening('full-width');
  expect(full.frame).toEqual({ x: 0, y: 0, width: 1280, height: 800 });

  await visit(page, agentId, 'embedded');
  await expect(widget.launcher).toHaveCount(0);
  await expect(widget.chat.locator('.message.assistant').first()).toHaveText(`Agent: ${GREETING}`);
  const container = await page.locator('#chat-here').boundingBox();
  const embedded = await widget.frameBox.boundingBox();
  expect(embedded).toEqual({ x: container!.x, y: container!.y, width: 600, height: 500 });
});

test("with proactiveMessage 'none' no bubble appears", async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, { proactiveMessage: 'none' });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await expect(widget.launcher).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(widget.bubble).toBeHidden();
});

test('autoOpenWidget opens the chat at once; with chatForget a reload starts a new chat', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, { autoOpenWidget: true, chatForget: true });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await expect(widget.frameBox).toBeVisible();
  await expect(widget.launcher).toBeHidden();
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  await input.fill('Remember me?');
  await input.press('Enter');
  await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
  await page.reload();
  await expect(widget.chat.locator('.message.assistant').first()).toHaveText(`Agent: ${GREETING}`);
  await expect(widget.chat.locator('.message.user')).toHaveCount(0);
});

test("the chat speaks the agent's language, and 'automatic' the visitor's browser language", async ({
  page,
  baseURL,
}) => {
  const french = await agentWith(page, baseURL, { lang: 'fr', autoOpenWidget: true });
  await visit(page, french);
  await expect(widgetOn(page).chat.locator('html')).toHaveAttribute('lang', 'fr');
  const automatic = await agentWith(page, baseURL, { lang: 'automatic', autoOpenWidget: true });
  await visit(page, automatic);
  const browserLanguage = await page.evaluate(() => navigator.language);
  await expect(widgetOn(page).chat.locator('html')).toHaveAttribute('lang', browserLanguage);
});

test('a visitor attaches a picture, which shows in the chat; a file of another type is refused in words', async ({
  page,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL, { acceptFileUpload: true, autoOpenWidget: true });
  await visit(page, agentId);
  const { chat } = widgetOn(page);
  await expect(chat.getByRole('button', { name: 'Attach a file' })).toBeEnabled();
  const picker = chat.locator('input[type="file"]');
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pixel });
  const picture = chat.locator('.message.user img');
  await expect(picture).toHaveAttribute('alt', 'receipt.png');
  await expect(picture).toHaveAttribute('src', new RegExp(`^${baseURL}/api/na/public/files/\\w+$`));
  // The picture is really there: it loaded.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(chat.locator('.message.assistant')).toHaveCount(2);

  await picker.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<h1>hi</h1>') });
  await expect(chat.getByRole('alert')).toHaveText('Only png, jpg, jpeg, gif, webp, pdf, txt, csv Files');
  // One byte over the uploader's 10 MB (spec 000 §5).
  await picker.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(chat.getByRole('alert')).toHaveText('Max size: 10 MBs');

  const closed = await agentWith(page, baseURL, { autoOpenWidget: true });
  await visit(page, closed);
  await expect(widgetOn(page).chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(widgetOn(page).chat.getByRole('button', { name: 'Attach a file' })).toHaveCount(0);
});

test('the WhatsApp button opens a chat with the agent’s number, only when switched on', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, {
    whatsappPhoneNumber: '+15550001111',
    ui: { showWhatsappButtonOnWeb: true },
  });
  await visit(page, agentId);
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/15550001111',
  );
  const silent = await agentWith(page, baseURL, { whatsappPhoneNumber: '+15550001111' });
  await visit(page, silent);
  await expect(widgetOn(page).launcher).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
});

test('greetings arrive one by one, messageDelayMS apart, and a never-paid workspace carries the product name', async ({
  page,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL, {
    vg_initMessages: ['Welcome to the shop!', 'Ask me about orders.', 'Or about returns.'],
    messageDelayMS: 1500,
  });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await widget.launcher.click();
  const greetings = widget.chat.locator('.message.assistant');
  await expect(greetings.first()).toHaveText('Agent: Welcome to the shop!');
  // The next greeting is being typed, not shown yet.
  await expect(greetings).toHaveCount(2);
  await expect(widget.chat.getByRole('img', { name: 'The agent is typing' })).toBeVisible();
  await expect(greetings.nth(1)).toHaveText('Agent: Ask me about orders.', { timeout: 3000 });
  await expect(greetings.nth(2)).toHaveText('Agent: Or about returns.', { timeout: 3000 });
  await expect(greetings).toHaveCount(3);
  await expect(widget.chat.getByRole('img', { name: 'The agent is typing' })).toHaveCount(0);
  await expect(widget.chat.getByRole('link', { name: 'Powered by Agent Platform' })).toBeVisible();

  // A kept conversation shows its history at once.
  await page.reload();
  await widget.launcher.click();
  await expect(greetings.first()).toHaveText('Agent: Welcome to the shop!');
  expect(await greetings.allTextContents()).toEqual([
    'Agent: Welcome to the shop!',
    'Agent: Ask me about orders.',
    'Agent: Or about returns.',
  ]);
});

test('an unknown agent renders nothing', async ({ page }) => {
  await visit(page, 'NoSuchAgent00000');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-agent-widget]')).toHaveCount(0);
});

test('an answer shows a carousel of pictures moved with its arrows, and a YouTube video in its player', async ({
  page,
  baseURL,
}) => {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await saveAgent(agentId, { vg_enableUIEngine: true });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await widget.launcher.click();
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  const items = ['Red mug', 'Blue mug', 'Green mug'].map((title, index) => ({
    imageUrl: `${baseURL}/widget/mug-${index}.png`,
    title,
  }));
  // The fake model calls a tool it is asked for by name.
  await input.fill(`Please use the show_carousel tool ${JSON.stringify({ items })}`);
  await input.press('Enter');
  const carousel = widget.chat.getByRole('region', { name: 'Pictures' });
  await expect(carousel.getByRole('img')).toHaveCount(3);
  await expect(carousel.getByRole('listitem').first()).toHaveAccessibleName('1 of 3');
  const track = carousel.getByRole('list');
  await carousel.getByRole('button', { name: 'Next picture' }).click();
  await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Previous picture' }).click();
  await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBe(0);

  await expect(widget.chat.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
  await input.fill('Please use the show_video tool {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"}');
  await input.press('Enter');
  await expect(widget.chat.locator('iframe[title="Video"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
});

test('HTML and javascript: links in an answer do nothing', async ({ page, baseURL }) => {
  // With no language model the answer quotes the agent's own texts: this one carries the payload.
  const payload =
    'Widget payload <img src=x onerror="window.__xss=1"> and [click here](javascript:window.__xss=2) for widget testing';
  const agentId = await agentWith(page, baseURL, { description: payload });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await widget.launcher.click();
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  await input.fill('widget payload testing');
  await input.press('Enter');
  const answer = widget.chat.locator('.message.assistant').nth(1);
  await expect(answer).toContainText('click here');
  await expect(answer.locator('img')).toHaveCount(0);
  const link = answer.getByText('click here');
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  const frame = page.frames().find((f) => f.url().includes('/render/'));
  expect(frame).toBeDefined();
  expect(await frame!.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('the chat frame may be framed by any site and the loader loaded by any site; the dashboard still may not be framed', async ({
  request,
}) => {
  const frame = await request.get('/app/na/render/AnyAgent00000000/iframe?hostOrigin=https%3A%2F%2Fshop.example');
  expect(frame.status()).toBe(200);
  expect(frame.headers()['content-security-policy']).toContain('frame-ancestors *');
  // It frames nothing but itself and the video players an answer may show.
  expect(frame.headers()['content-security-policy']).toContain(
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.loom.com",
  );
  expect(frame.headers()['x-frame-options']).toBeUndefined();
  const loader = await request.get('/widget/loader.js');
  expect(loader.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  const dashboard = await request.get('/app/na/agents');
  expect(dashboard.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('custom CSS changes the chat and not the host page', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, {
    ADVANCED_customCSS: '/* brand */\n.chat header { background: rgb(204, 0, 0) }\nh1 { letter-spacing: 7px }',
  });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await widget.launcher.click();
  const header = widget.chat.locator('.chat header');
  await expect(header).toHaveCSS('background-color', 'rgb(204, 0, 0)');
  await expect(widget.chat.getByRole('heading', { name: 'Front desk' })).toHaveCSS('letter-spacing', '7px');
  // The host page's own heading is untouched by the agent's CSS.
  await expect(page.getByRole('heading', { name: 'Customer site' })).not.toHaveCSS('letter-spacing', '7px');
});

test('with allowed domains, only those sites (and the dashboard) may frame the chat', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, { allowedDomains: ['shop.example', '*.shop.example'] });
  const frame = await page.request.get(`/app/na/render/${agentId}/iframe`);
  expect(frame.headers()['content-security-policy']).toMatch(
    /frame-ancestors 'self' shop\.example \*\.shop\.example(;|$)/,
  );
  // Our customer site is not listed: the browser refuses to show the chat inside it.
  const widget = widgetOn(page);
  await visit(page, agentId);
  await widget.launcher.click();
  await expect(widget.frameBox).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(widget.chat.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  const listed = await agentWith(page, baseURL, { allowedDomains: [new URL(site.origin()).host] });
  await visit(page, listed);
  await widget.launcher.click();
  await expect(widget.chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
