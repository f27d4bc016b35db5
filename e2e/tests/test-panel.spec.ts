import { expect, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, type Owner, signUpOwner } from '../support/owners.js';

const LOCAL_RESPONDER_LABEL = 'Local responder (no language model configured)';
const GREETING = 'Hi there! 👋 How can I help you today?';

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
    await expect(answers).toHaveText([GREETING]);
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

async function addFakeLanguageModel(page: Page, owner: Owner) {
  const response = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/llm-credentials`, {
    headers: { Origin: owner.origin },
    data: {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
      apiKey: FAKE_LLM_KEY,
    },
  });
  expect(response.status()).toBe(201);
}

test('with a language model configured, the answer streams in and the debugger shows its tokens and credits', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  await addFakeLanguageModel(page, owner);
  const agentId = await createAgentThroughApi(page, owner, 'Model desk');
  const { message, send, questions, answers, details } = await openTestPanel(page, agentId);
  await expect(answers).toHaveText([GREETING]);

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
