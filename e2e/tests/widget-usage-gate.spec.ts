import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const { visit } = customerSite();

test('once the agent has used its token cap, the chat says so and takes no message; the font is our own DM Sans', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const headers = { Origin: owner.origin };
  const credential = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/llm-credentials`, {
    headers,
    data: {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
      apiKey: FAKE_LLM_KEY,
    },
  });
  expect(credential.status()).toBe(201);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
    agent: Record<string, unknown>;
  };
  expect(
    (await page.request.post(`/api/na/v2/agents/${agentId}`, { headers, data: { ...agent, maxTokensUsage: 1 } })).ok(),
  ).toBe(true);

  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  const widget = widgetOn(visitorPage);
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  await visit(visitorPage, agentId);
  await widget.launcher.click();
  await expect(input).toBeEnabled();
  expect(await widget.chat.locator('body').evaluate(() => document.fonts.check('16px "DM Sans"'))).toBe(true);
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
