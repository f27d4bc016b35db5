import { expect, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { publish } from '../support/agent-page.js';
import { createAgentThroughApi, signUpOwner, signUpOwnerWithModel } from '../support/owners.js';

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

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
  // The preview's chat is ready to write in, but leaves the focus to the dashboard's own fields.
  await expect(preview.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await expect(page.locator('iframe[title="Widget preview"]')).not.toBeFocused();
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

  await test.step("the language picker offers 'Automatic' first, then languages by name", async () => {
    await page.getByRole('textbox', { name: 'Widget language' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText('Automatic');
    await expect(page.getByRole('option', { name: 'French', exact: true })).toBeVisible();
    await options.first().click();
    await publish(page);
    const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
      agent: { lang: string };
    };
    expect(agent.lang).toBe('automatic');
  });

  await test.step('the embed code for a chosen mode is copied', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: owner.origin });
    // The last Publish's notice sits where the list of modes opens, and a click through it can miss.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Render mode' }).click();
    await page.getByRole('option', { name: 'Embedded in the page (500x500)' }).click();
    const code = page.getByLabel('Embed code');
    await expect(code).toContainText('data-render-mode="embedded" data-container="agent-chat"');
    await expect(code).toContainText(`data-agent-id="${agentId}"`);
    await expect(code).toContainText(`<script src="${baseURL}/widget/loader.js"`);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Copied to Clipboard' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<div id="agent-chat"');
    expect(copied).toContain(`data-agent-id="${agentId}"`);
  });
});

test('the AI CSS Assistant writes styles into the CSS editor, which the published chat wears', async ({
  page,
  baseURL,
}) => {
  const { owner } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Styled desk');
  await page.goto(`/app/na/agents/${agentId}/overview?showDebugger=false`);
  const editor = page.getByRole('textbox', { name: 'Custom CSS' });
  await expect(editor).toContainText('Custom CSS for the chat window.');

  await page.getByRole('button', { name: 'AI CSS Assistant' }).click();
  // The popover is a dialog named by the button that opens it, titled as the spec says.
  const assistant = page.getByRole('dialog', { name: 'AI CSS Assistant' });
  await expect(assistant.getByRole('heading', { name: 'Generate custom styles' })).toBeVisible();
  const ask = assistant.getByLabel('Describe the styles you want');
  const send = assistant.getByRole('button', { name: 'Send', exact: true });
  await ask.fill('   ');
  await expect(send).toBeDisabled();

  await test.step('CSS in the answer goes into the editor; Ctrl+Enter sends', async () => {
    // The test model repeats what it is told, so the answer holds this css block.
    await ask.fill('A dark red header:\n```css\n.chat header { background: rgb(120, 10, 10) }\n```');
    await ask.press('Control+Enter');
    await expect(notice(page, 'CSS generated and inserted successfully!')).toBeVisible();
    await expect(editor).toHaveText('.chat header { background: rgb(120, 10, 10) }');
    await expect(ask).toHaveValue('');
  });

  await test.step('an answer without CSS stays in the chat; any answer can be inserted by hand', async () => {
    await ask.fill('What can you do?');
    await send.click();
    await expect(
      notice(page, 'Generated response but no CSS code found. Please check the chat for the response.'),
    ).toBeVisible();
    const answers = assistant.getByRole('log', { name: 'Assistant chat' }).getByLabel('Assistant', { exact: true });
    await expect(answers).toHaveCount(2);
    await answers.nth(1).getByRole('button', { name: 'Insert CSS' }).click();
    await expect(notice(page, 'No CSS code found in this message.')).toBeVisible();
    await editor.fill('.chat { color: red }');
    await answers.nth(0).getByRole('button', { name: 'Insert CSS' }).click();
    await expect(notice(page, 'CSS inserted manually!')).toBeVisible();
    await expect(editor).toHaveText('.chat header { background: rgb(120, 10, 10) }');
  });

  await test.step('published, the chat wears it', async () => {
    await page.keyboard.press('Escape');
    await publish(page);
    await page.reload();
    const preview = page.frameLocator('iframe[title="Widget preview"]');
    await expect(preview.locator('header')).toHaveCSS('background-color', 'rgb(120, 10, 10)');
  });
});

test('without a language model the AI CSS Assistant says so', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Plain desk');
  await page.goto(`/app/na/agents/${agentId}/settings?tab=advanced`);
  await page.getByRole('button', { name: 'AI CSS Assistant' }).click();
  const assistant = page.getByRole('dialog', { name: 'AI CSS Assistant' });
  await assistant.getByRole('button', { name: 'Round the message bubbles more' }).click();
  const message = 'No language model is configured. Add one on the Credentials page to generate CSS.';
  await expect(notice(page, message)).toBeVisible();
  await expect(assistant.getByRole('log', { name: 'Assistant chat' })).toContainText(message);
});
