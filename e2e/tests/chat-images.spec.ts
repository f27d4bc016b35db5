import { expect, type Locator, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

/** A site the agent does not allow pictures from: an answer naming it must not reach it. */
const ELSEWHERE = 'https://images.elsewhere.example';
/** The host the owner lists in "Allowed image hosts". */
const ALLOWED_HOST = 'cdn.shop.example';
const ALLOWED = `https://${ALLOWED_HOST}`;
/** One transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const CAROUSEL = {
  items: [
    { imageUrl: `${ALLOWED}/mug-carousel.png`, title: 'Mug' },
    { imageUrl: `${ELSEWHERE}/leak-carousel.png?chat=secret`, title: 'Leak' },
  ],
};

const site = customerSite();

/**
 * Serves both outside hosts from the test itself and records every request the browser makes to
 * them, from the page and from its frames.
 */
async function recordPictureRequests(page: Page) {
  const requested: string[] = [];
  await page.route(/^https:\/\/(images\.elsewhere|cdn\.shop)\.example\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  return requested;
}

async function agentAllowingPictures(page: Page, baseURL: string | undefined) {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await saveAgent(agentId, { vg_enableUIEngine: true, allowedImageHosts: [ALLOWED_HOST] });
  return agentId;
}

/** The picture is on screen, decoded: the browser fetched it. */
const expectLoaded = (picture: Locator) =>
  expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

async function expectLinkInstead(link: Locator, address: string) {
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener noreferrer/);
}

test("the chat shows pictures only from the agent's allowed hosts; others are links and never fetched", async ({
  page,
  baseURL,
}) => {
  const requested = await recordPictureRequests(page);
  const agentId = await agentAllowingPictures(page, baseURL);
  const widget = widgetOn(page);
  await site.visit(page, agentId);
  await widget.launcher.click();
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  const messages = widget.chat.getByRole('log', { name: 'Messages' });

  await test.step('markdown pictures in a message and its answer', async () => {
    const leak = `${ELSEWHERE}/leak.png?chat=secret`;
    await input.fill(`Look: ![Chart](${leak}) and ![Mug](${ALLOWED}/mug.png)`);
    await input.press('Enter');
    // The fake model repeats the message, pictures included.
    const answer = widget.chat.locator('.message.assistant').nth(1);
    await expect(answer).toContainText('You said: Look:');
    await expect(messages).toHaveAttribute('aria-busy', 'false');
    for (const message of [widget.chat.locator('.message.user'), answer]) {
      await expectLoaded(message.getByRole('img', { name: 'Mug' }));
      await expect(message.getByRole('img', { name: 'Chart' })).toHaveCount(0);
      await expectLinkInstead(message.getByRole('link', { name: 'Chart' }), leak);
    }
  });

  await test.step('carousel pictures', async () => {
    await input.fill(`Please use the show_carousel tool ${JSON.stringify(CAROUSEL)}`);
    await input.press('Enter');
    const carousel = widget.chat.getByRole('region', { name: 'Pictures' });
    await expectLoaded(carousel.getByRole('img', { name: 'Mug' }));
    await expect(carousel.getByRole('img')).toHaveCount(1);
    await expectLinkInstead(carousel.getByRole('link', { name: 'Picture: Leak' }), CAROUSEL.items[1]!.imageUrl);
  });

  // The allowed pictures loaded after the others were drawn: had those been fetched, it would show by now.
  expect(requested.filter((address) => address.startsWith(ELSEWHERE))).toEqual([]);
  expect(requested).toEqual(expect.arrayContaining([`${ALLOWED}/mug.png`, `${ALLOWED}/mug-carousel.png`]));
});

test("the dashboard's test panel shows answers' pictures by the same rule", async ({ page, baseURL }) => {
  const requested = await recordPictureRequests(page);
  const agentId = await agentAllowingPictures(page, baseURL);
  await page.goto(`/app/na/agents/${agentId}/overview?showDebugger=true`);
  const panel = page.getByRole('complementary', { name: 'Test panel' });
  const chat = panel.getByRole('log', { name: 'Test chat' });
  const message = panel.getByRole('textbox', { name: 'Message' });
  const answers = chat.getByLabel('Agent', { exact: true });

  await test.step('markdown stays text', async () => {
    await message.fill(`Look: ![Chart](${ELSEWHERE}/leak.png?chat=secret)`);
    await message.press('Enter');
    await expect(answers.last()).toHaveText(
      `Hello from the test model. You said: Look: ![Chart](${ELSEWHERE}/leak.png?chat=secret)`,
    );
    await expect(chat.getByRole('img', { name: 'Chart' })).toHaveCount(0);
  });

  await test.step('carousel pictures', async () => {
    await message.fill(`Please use the show_carousel tool ${JSON.stringify(CAROUSEL)}`);
    await message.press('Enter');
    await expect(answers.last()).toHaveText('The tool answered: {"shown":true}');
    await expectLoaded(chat.getByRole('img', { name: 'Mug' }));
    await expect(chat.getByRole('img', { name: 'Leak' })).toHaveCount(0);
    await expectLinkInstead(chat.getByRole('link', { name: 'Picture: Leak' }), CAROUSEL.items[1]!.imageUrl);
  });

  expect(requested.filter((address) => address.startsWith(ELSEWHERE))).toEqual([]);
  expect(requested).toContain(`${ALLOWED}/mug-carousel.png`);
});
