import { expect, type Locator, test } from '@playwright/test';
import { agentWith, visitorAsksForAPerson } from '../support/customer-site.js';

const BADGE = '.mantine-Badge-root';
// The dashboard's first load, with the shell, the tab and the list, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

/** Every one of the badges shows its whole label: nothing overflows into an ellipsis. */
async function expectBadgesWhole(badges: Locator, count: number) {
  await expect(badges).toHaveCount(count);
  for (const badge of await badges.all()) {
    for (const part of [badge, badge.locator('.mantine-Badge-label')]) {
      const { scrollWidth, clientWidth } = await part.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `${await badge.textContent()} is cut`).toBeLessThanOrEqual(clientWidth);
    }
  }
}

test.describe('on a phone', () => {
  // 390 x 844: below the dashboard's sm breakpoint.
  test.use({ viewport: { width: 390, height: 844 } });

  test('Chats shows the visitor’s words, opens a conversation full width to take it over, and goes back to the list', async ({
    page,
    baseURL,
  }) => {
    const agentId = await agentWith(page, baseURL, { enableHumanHandoff: true, handoffTimeout: 0 });
    const conversationId = await visitorAsksForAPerson(page, baseURL, agentId, 'Where is my parcel from Norway?');
    const main = page.getByRole('main');
    const transcript = page.getByRole('log', { name: 'Transcript' });
    const list = page.getByRole('list', { name: 'Conversations' });
    const item = list.getByRole('listitem');
    const backToChats = page.getByRole('button', { name: 'Back to chats' });
    const opened = new RegExp(`[?&]conversation=${conversationId}`);

    await page.goto(`/app/na/agents/${agentId}/convos`);
    await test.step('the list previews the visitor’s message, with its badges whole', async () => {
      await expect(item).toHaveCount(1, FIRST_LOAD);
      await expect(item).toContainText('Where is my parcel from Norway?');
      await expect(item).toContainText('Waiting for a human');
      // Web chat, Waiting for a human, and the unread count.
      await expectBadgesWhole(item.locator(BADGE), 3);
      await expect(transcript).toBeHidden();
    });

    await test.step('the date filters are labelled on the page', async () => {
      for (const name of ['Active from', 'Started until']) {
        await expect(main.getByText(name, { exact: true })).toBeVisible();
        await expect(main.getByLabel(name)).toBeVisible();
      }
    });

    await test.step('choosing the conversation shows it in place of the list, wide enough to read', async () => {
      await item.click();
      await expect(transcript.getByText('Where is my parcel from Norway?')).toBeVisible();
      await expect(transcript.getByText('AI', { exact: true })).toBeVisible();
      expect((await transcript.boundingBox())?.width ?? 0).toBeGreaterThan(300);
      await expect(list).toBeHidden();
      await expect(page).toHaveURL(opened);
      await expect(backToChats).toBeFocused();
      // The conversation's channel and state, shown whole.
      await expectBadgesWhole(main.locator(`${BADGE}:visible`), 2);
    });

    await test.step('Take over and the reply box are within reach', async () => {
      await page.getByRole('button', { name: 'Take over' }).click();
      await expect(page.getByRole('button', { name: 'Return to AI' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Reply' }).fill('Hello, this is Sam. Let me look.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(transcript.getByText('Hello, this is Sam. Let me look.')).toBeVisible();
      await expect(transcript.getByText('Human', { exact: true })).toBeVisible();
    });

    await test.step('Back to chats returns to the list', async () => {
      await backToChats.click();
      await expect(item).toContainText('Taken over');
      await expect(transcript).toBeHidden();
      await expect(backToChats).toBeHidden();
      await expect(page).not.toHaveURL(opened);
    });

    await test.step('the browser’s Back also returns from a conversation to the list', async () => {
      await item.click();
      await expect(transcript.getByText('Where is my parcel from Norway?')).toBeVisible();
      await page.goBack();
      await expect(item).toBeVisible();
      await expect(transcript).toBeHidden();
      await expect(page).not.toHaveURL(opened);
    });
  });
});

test('on a desktop, the list and the chosen conversation stay side by side', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL, { enableHumanHandoff: true, handoffTimeout: 0 });
  await visitorAsksForAPerson(page, baseURL, agentId, 'Do you open on Sundays?');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/na/agents/${agentId}/convos`);
  const item = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(item).toContainText('Do you open on Sundays?', FIRST_LOAD);
  await expectBadgesWhole(item.locator(BADGE), 3);
  await item.click();
  const transcript = page.getByRole('log', { name: 'Transcript' });
  await expect(transcript.getByText('Do you open on Sundays?')).toBeVisible();
  await expect(item).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to chats' })).toBeHidden();
  const [listBox, transcriptBox] = await Promise.all([item.boundingBox(), transcript.boundingBox()]);
  // Side by side: the transcript starts to the right of the list.
  expect(transcriptBox?.x ?? 0).toBeGreaterThan((listBox?.x ?? 0) + (listBox?.width ?? 0));
});
