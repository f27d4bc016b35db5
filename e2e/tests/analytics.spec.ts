import { expect, type Page, test } from '@playwright/test';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const { visit } = customerSite();

test('after scripted visits and chats, Analytics shows the same totals, day and shares', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');

  // Three page loads on the customer's site; two visitors write, twice and once; one only looks.
  const visitors = await browser.newContext();
  const chat = async (visitor: Page, questions: string[]) => {
    const widget = widgetOn(visitor);
    await visit(visitor, agentId);
    await widget.launcher.click();
    const input = widget.chat.getByRole('textbox', { name: 'Message' });
    for (const [index, question] of questions.entries()) {
      await input.fill(question);
      await input.press('Enter');
      // The greeting, then one answer per question, written out before the next is asked.
      await expect(widget.chat.locator('.message.assistant')).toHaveCount(index + 2);
      await expect(widget.chat.getByRole('img', { name: 'The agent is typing' })).toHaveCount(0);
      await expect(widget.chat.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
    }
  };
  await chat(await visitors.newPage(), ['What are your opening hours?', 'And on Sunday?']);
  const second = await (await browser.newContext()).newPage();
  await chat(second, ['Do you ship abroad?']);
  const looker = await visitors.newPage();
  await visit(looker, agentId);
  await expect(widgetOn(looker).launcher).toBeVisible();
  await visitors.close();
  await second.context().close();

  await page.goto(`/app/na/agents/${agentId}/analytics`);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals' });
  const total = (label: string) => totals.getByRole('listitem', { name: label }).getByTestId('total');
  await expect(total('Widget loads')).toHaveText('3');
  await expect(total('Conversations')).toHaveText('2');
  await expect(total('Messages')).toHaveText('6');
  await expect(total('Handoffs')).toHaveText('0');
  await expect(total('Leads')).toHaveText('0');
  await expect(total('Credits used')).toHaveText('0');
  await expect(totals.getByRole('listitem', { name: 'Conversations' })).toContainText('New vs previous period');
  const channels = page.getByLabel('Channels', { exact: true }).getByRole('listitem');
  await expect(channels).toHaveText(['web2']);

  // A range without the visits shows none of them.
  await page.getByLabel('To', { exact: true }).fill('2026-01-02');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await expect(total('Conversations')).toHaveText('0');
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(total('Widget loads')).toHaveText('3');
});
