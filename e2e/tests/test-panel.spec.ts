import { createServer } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT, TOOL_SERVER_PORT } from '../playwright.config.js';
import { addCompatibleProvider, openCredentials } from '../support/credentials.js';
import { createAgentThroughApi, type Owner, signUpOwner } from '../support/owners.js';

const LOCAL_RESPONDER_LABEL = 'Local responder (no language model configured)';
const GREETING = 'Hi there! 👋 How can I help you today?';

// The first greeting waits for the whole dashboard to boot, beside the Widget tab's preview: over
// 10 s in loaded runs, where every call was answered in under a second.
const BOOTED = { timeout: 30_000 };

async function openTestPanel(page: Page, agentId: string) {
  await page.goto(`/app/na/agents/${agentId}/overview?showDebugger=true`);
  const panel = page.getByRole('complementary', { name: 'Test panel' });
  const chat = panel.getByRole('log', { name: 'Test chat' });
  return {
    panel,
    chat,
    message: panel.getByRole('textbox', { name: 'Message' }),
    send: panel.getByRole('button', { name: 'Send message' }),
    questions: chat.getByLabel('You', { exact: true }),
    answers: chat.getByLabel('Agent', { exact: true }),
    details: chat.getByLabel('Answer details', { exact: true }),
  };
}

test('with no language model, the test panel answers with the local responder, and Reset starts over', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  const { panel, message, send, questions, answers, details } = await openTestPanel(page, agentId);

  await test.step('the chat opens with the greeting, and an empty message cannot be sent', async () => {
    await expect(answers).toHaveText([GREETING], BOOTED);
    await expect(send).toBeDisabled();
    await message.fill('   ');
    await message.press('Enter');
    await expect(send).toBeDisabled();
    await expect(questions).toHaveCount(0);
  });

  await test.step('a question is answered by the local responder, labelled as such', async () => {
    await message.fill('How can you help me today?');
    await message.press('Enter');
    await expect(message).toHaveValue('');
    await expect(questions).toHaveText(['How can you help me today?']);
    await expect(answers).toHaveCount(2);
    await expect(answers.last()).toHaveText(/\S/);
    await expect(details).toHaveCount(1);
    await expect(details).toContainText(LOCAL_RESPONDER_LABEL);
    await expect(details).toContainText(/· 0 credits · \d+ ms$/);
  });

  await test.step('Reset starts a new conversation', async () => {
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Chat conversation reset!')).toBeVisible();
    await expect(questions).toHaveCount(0);
    await expect(details).toHaveCount(0);
    await expect(answers).toHaveText([GREETING]);
  });

  await test.step('unpublished changes get a hint: the chat answers as the published agent', async () => {
    const hint = panel.getByText('You have unpublished changes.', { exact: false });
    await expect(hint).toHaveCount(0);
    const tabs = page.getByRole('navigation', { name: 'Agent tabs' });
    await tabs.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByLabel('Agent name').fill('Front desk, renamed');
    await tabs.getByRole('link', { name: 'Widget', exact: true }).click();
    await expect(hint).toBeVisible();
  });
});

test('closed in light mode, the test panel comes back from the top bar; in dark mode the toggle leaves its send button clear', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Return desk');
  const { panel, message, send, questions, answers } = await openTestPanel(page, agentId);
  const testEntry = page.getByRole('banner').getByRole('button', { name: 'Test', exact: true });
  await expect(answers).toHaveText([GREETING], BOOTED);

  await test.step('closed, it opens again from the Test entry, on the same tab, and answers', async () => {
    await expect(testEntry).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Close test panel' }).click();
    await expect(panel.getByRole('heading', { name: 'Test' })).toHaveCount(0);
    await expect(testEntry).toHaveAttribute('aria-pressed', 'false');
    // Light mode has no floating toggle (spec 002 §2.2): the top bar's entry is the way back.
    await expect(page.getByRole('button', { name: 'Show Test' })).toHaveCount(0);
    await testEntry.click();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/overview\\?showDebugger=true$`));
    await message.fill('Are you there?');
    await send.click();
    await expect(questions).toHaveText(['Are you there?']);
    await expect(answers).toHaveCount(2);
  });

  await test.step('in dark mode the floating toggle stays off the panel, whose send button can be pressed', async () => {
    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    const toggle = page.getByRole('button', { name: 'Hide Test' });
    await expect(toggle).toBeVisible();
    await message.fill('And in the dark?');
    // A trial click fails if anything lies over the button.
    await send.click({ trial: true });
    await send.click();
    await expect(questions).toHaveText(['Are you there?', 'And in the dark?']);
    const [button, side] = await Promise.all([toggle.boundingBox(), panel.boundingBox()]);
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(side?.x ?? 0);
    await toggle.click();
    await expect(panel.getByRole('heading', { name: 'Test' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Test' }).click();
    await expect(panel.getByRole('heading', { name: 'Test' })).toBeVisible();
  });
});

/** A tool server on the port the product's egress allowlist names, recording what it receives. */
async function startToolServer() {
  const received: { url: string; secret: string | undefined; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', secret: req.headers['x-tool-secret'] as string | undefined, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ open: true, hours: '9-17' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(TOOL_SERVER_PORT, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function assignNewTool(page: Page, owner: Owner, agentId: string) {
  const api = { headers: { Origin: owner.origin } };
  const created = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/tools`, {
    ...api,
    data: {
      name: 'opening_hours',
      description: 'Tells whether the shop is open on a day',
      serverUrl: `http://127.0.0.1:${TOOL_SERVER_PORT}/hours`,
      serverUrlSecret: 'e2e-tool-secret-4242',
      fields: [{ in: 'query', key: 'day', type: 'string', required: true, description: 'The day' }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
    agent: Record<string, unknown>;
  };
  const saved = await page.request.post(`/api/na/v2/agents/${agentId}`, {
    ...api,
    data: { ...agent, assignedToolsIds: [id] },
  });
  expect(saved.status()).toBe(200);
}

test('with a language model added on the Credentials page, the answer streams in and the debugger shows its tokens, credits and tool calls', async ({
  page,
  baseURL,
}) => {
  const tools = await startToolServer();
  try {
    const owner = await signUpOwner(page, baseURL);
    await page.goto('/app/na/agents');
    await openCredentials(page);
    await addCompatibleProvider(page, {
      label: 'Fake',
      baseURL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
      apiKey: FAKE_LLM_KEY,
    });
    const agentId = await createAgentThroughApi(page, owner, 'Model desk');
    await assignNewTool(page, owner, agentId);
    const { panel, message, send, questions, answers, details } = await openTestPanel(page, agentId);
    await expect(answers).toHaveText([GREETING]);

    await test.step('the answer streams in, with its tokens and credits', async () => {
      await message.fill('What are your opening hours?');
      await send.click();
      await expect(questions).toHaveText(['What are your opening hours?']);
      // The fake model echoes the question when nothing is scripted, one word per streamed chunk.
      await expect(answers.last()).toHaveText('Hello from the test model. You said: What are your opening hours?');

      await expect(details).toHaveCount(1);
      const line = (await details.textContent()) ?? '';
      const figures = /^gpt-4o · (\d+) input \/ (\d+) output tokens · ([\d.,]+) credits · \d+ ms$/.exec(line);
      expect(figures, line).not.toBeNull();
      const [, input, output, credits] = figures as RegExpExecArray;
      // Twelve words, twelve chunks.
      expect(Number(output)).toBe(12);
      expect(Number(input)).toBeGreaterThan(0);
      // gpt-4o's list price: 2.5 credits per 1,000 input tokens, 10 per 1,000 output, rounded up to a thousandth.
      expect(Number(credits)).toBeCloseTo(Math.ceil(Number(input) * 2.5 + Number(output) * 10) / 1000, 3);
      await expect(details).not.toContainText(LOCAL_RESPONDER_LABEL);
    });

    await test.step("a tool call reaches the tool's server and shows in the debugger", async () => {
      await message.fill('Are you open on Monday? use the opening_hours tool {"day":"monday"}');
      await send.click();
      await expect(answers.last()).toHaveText('The tool answered: {"open":true,"hours":"9-17"}');
      expect(tools.received).toEqual([
        expect.objectContaining({ url: '/hours?day=monday', secret: 'e2e-tool-secret-4242' }),
      ]);
      const debug = panel.getByRole('log', { name: 'Test chat' }).getByLabel('Debugger').last();
      await debug.getByRole('button', { name: 'Tool calls (1)' }).click();
      const call = debug.getByLabel('Tool call opening_hours');
      await expect(call).toContainText('"day": "monday"');
      // The request keeps its path and names; its values, the secret's among them, show masked.
      await expect(call).toContainText('/hours?day=••••');
      await expect(call).toContainText('"hours": "9-17"');
      await expect(call).not.toContainText('e2e-tool-secret-4242');
    });
  } finally {
    await tools.close();
  }
});
