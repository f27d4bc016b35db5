import { expect, type Locator, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, type Owner, signUpOwnerWithModel } from '../support/owners.js';

interface Answer {
  credits: number;
  inputTokens: number;
  outputTokens: number;
}

const CHARTS = [
  { key: 'usage-across-features', type: 'pie', title: 'Usage across features' },
  { key: 'usage-across-agents', type: 'pie', title: 'Usage across agents' },
  { key: 'credits-usage-global', type: 'line', title: 'Credits usage' },
  { key: 'llm-tokens-usage', type: 'bar', title: 'LLM tokens usage' },
  { key: 'credits-usage-agents', type: 'line', title: 'Credits usage by agent' },
];

/** Asks in the test panel and reads the answer's tokens and credits from the debugger line. */
async function askInTestPanel(page: Page, question: string, answered: number): Promise<Answer> {
  const panel = page.getByRole('complementary', { name: 'Test panel' });
  const chat = panel.getByRole('log', { name: 'Test chat' });
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  await panel.getByRole('button', { name: 'Send message' }).click();
  const details = chat.getByLabel('Answer details', { exact: true });
  await expect(details).toHaveCount(answered + 1);
  await expect(details.last()).toContainText(' credits · ');
  const line = (await details.last().textContent()) ?? '';
  const figures = /^gpt-4o · (\d+) input \/ (\d+) output tokens · ([\d.,]+) credits · \d+ ms$/.exec(line);
  expect(figures, line).not.toBeNull();
  const [, input, output, credits] = figures as RegExpExecArray;
  return {
    inputTokens: Number(input),
    outputTokens: Number(output),
    credits: Number((credits ?? '').replaceAll(',', '')),
  };
}

/**
 * Asks in a visitor's conversation through the test panel's route, whose answer summary has the
 * tokens and credits a visitor's does not.
 */
async function askThroughApi(
  page: Page,
  owner: Owner,
  at: { agentId: string; conversationId: string },
  messageId: string,
  text: string,
): Promise<Answer> {
  const res = await page.request.post(`/api/na/v2/agents/${at.agentId}/conversations/${at.conversationId}/messages`, {
    headers: { Origin: owner.origin },
    data: { messageId, text },
  });
  expect(res.status()).toBe(200);
  const done = /event: done\ndata: (.*)\n/.exec(await res.text())?.[1];
  expect(done, 'the answer ends with a summary').toBeDefined();
  return JSON.parse(done ?? '{}') as Answer;
}

async function startConversation(page: Page, owner: Owner, agentId: string): Promise<string> {
  const res = await page.request.post(`/api/na/public/agents/${agentId}/conversations`, {
    headers: { Origin: owner.origin },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { conversationId: string }).conversationId;
}

const numberIn = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replaceAll(/[^\d.]/g, ''));

test('after answers of the model, Usage shows what they cost, the five charts and the credit log, a page at a time', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { owner } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');

  const answers: Answer[] = [];
  await test.step('two answers in the test panel, with their credits in the debugger', async () => {
    await page.goto(`/app/na/agents/${agentId}/overview?showDebugger=true`);
    answers.push(await askInTestPanel(page, 'What are your opening hours?', 0));
    answers.push(await askInTestPanel(page, 'And on Sunday?', 1));
    for (const answer of answers) expect(answer.credits).toBeGreaterThan(0);
  });

  await test.step('48 more answers from visitors, so that the log has more than one page', async () => {
    for (let c = 0; c < 3; c++) {
      const conversationId = await startConversation(page, owner, agentId);
      for (let n = 0; n < 16; n++) {
        answers.push(
          await askThroughApi(
            page,
            owner,
            { agentId, conversationId },
            `c${c}-m${n}`,
            `Question ${n} from visitor ${c}`,
          ),
        );
      }
    }
    expect(answers).toHaveLength(50);
  });
  const sum = (pick: (answer: Answer) => number) => answers.reduce((total, answer) => total + pick(answer), 0);
  const credits = sum((answer) => answer.credits);

  await test.step('Usage opens from the side navigation with key metrics matching the answers', async () => {
    await page.goto('/app/na/agents');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/account\/usage$/);
    await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Usage/);

    const metrics = page.getByRole('list', { name: 'Key metrics' });
    const metric = (label: string) => metrics.getByRole('listitem', { name: label }).getByTestId('metric');
    await expect(metric('Model replies')).toHaveText('50');
    expect(await numberIn(metric('Credits used'))).toBeCloseTo(credits, 3);
    expect(await numberIn(metric('Credits added'))).toBe(1000);
    expect(await numberIn(metric('Current balance'))).toBeCloseTo(1000 - credits, 3);
    const input = sum((answer) => answer.inputTokens);
    const output = sum((answer) => answer.outputTokens);
    expect(await numberIn(metric('LLM tokens'))).toBe(input + output);
    await expect(metrics.getByRole('listitem', { name: 'LLM tokens' }).getByTestId('metric-detail')).toHaveText(
      `${input.toLocaleString('en-US')} input · ${output.toLocaleString('en-US')} output`,
    );
    await expect(metric('Most used agent')).toHaveText('Front desk');
  });

  await test.step('the five charts, each under its title and key', async () => {
    for (const { key, type, title } of CHARTS) {
      const chart = page.getByRole('region', { name: title, exact: true });
      await expect(chart).toHaveAttribute('data-chart-key', key);
      await expect(chart).toHaveAttribute('data-chart-type', type);
      await expect(chart.getByRole('heading', { name: title })).toBeVisible();
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Usage across features' }).getByRole('listitem')).toHaveText([
      /^●Agent replies[\d.,]+$/,
    ]);
    const agents = page.getByRole('region', { name: 'Usage across agents' }).getByRole('listitem');
    await expect(agents).toHaveText([/^●Front desk[\d.,]+$/]);
    expect(await numberIn(agents.locator('p').last())).toBeCloseTo(credits, 3);
  });

  await test.step('the credit log lists the replies, newest first, and Load more brings the rest', async () => {
    const log = page.getByRole('table', { name: 'Credit log entries' });
    const rows = log.locator('tbody tr');
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('Agent reply');
    await expect(rows.first()).toContainText('Front desk');
    await expect(rows.first()).toContainText('gpt-4o');
    await expect(rows.first()).toHaveAttribute('data-direction', 'decrease');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(51);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(rows.last()).toContainText('Starting credits');
    await expect(rows.last().getByTestId('amount')).toHaveText('+1,000');
    let logged = 0;
    for (const amount of await log.locator('tr[data-direction="decrease"]').getByTestId('amount').all()) {
      logged += await numberIn(amount);
    }
    expect(logged).toBeCloseTo(credits, 3);
  });

  await test.step('a range without the answers says so', async () => {
    await page.getByLabel('To', { exact: true }).fill('2026-01-02');
    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await expect(page.getByText('No credits used in this period.')).toHaveCount(4);
    await expect(page.getByText('No LLM tokens used in this period.')).toBeVisible();
    await expect(page.getByText('No credit log entries in this period.')).toBeVisible();
    const metrics = page.getByRole('list', { name: 'Key metrics' });
    await expect(metrics.getByRole('listitem', { name: 'Credits used' }).getByTestId('metric')).toHaveText('0');
    await page.getByLabel('From', { exact: true }).fill('2026-01-03');
    await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
    await page.getByText('Last 7 days', { exact: true }).click();
    await expect(metrics.getByRole('listitem', { name: 'Model replies' }).getByTestId('metric')).toHaveText('50');
  });
});
