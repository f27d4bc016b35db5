import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

const { visit } = customerSite();

test('once the agent has used its token cap, the chat says so and takes no message; the font is our own DM Sans', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await saveAgent(agentId, { maxTokensUsage: 1 });

  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  const widget = widgetOn(visitorPage);
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  await visit(visitorPage, agentId);
  await widget.launcher.click();
  await expect(input).toBeEnabled();
  // Our own DM Sans is declared and loads (from our server: the page may reach no other).
  const dmSans = await widget.chat
    .locator('body')
    .evaluate(async () => (await document.fonts.load('16px "DM Sans"')).map((face) => face.status));
  expect(dmSans.length).toBeGreaterThan(0);
  expect(dmSans.every((status) => status === 'loaded')).toBe(true);
  await input.fill('When do you open?');
  await input.press('Enter');
  await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);

  // The answer used more than the one token allowed: from the next visit on, the gate is closed.
  await visitorPage.reload();
  await widget.launcher.click();
  await expect(widget.chat.getByText('This chat is not available right now. Please try again later.')).toBeVisible();
  await expect(input).toBeDisabled();
  await visitorContext.close();
});
