import { expect, test } from '@playwright/test';
import { agentWith, customerSite, widgetOn } from '../support/customer-site.js';

const { visit } = customerSite();

test('a member watching Chats takes over, replies live to the visitor, and returns the chat to the AI', async ({
  page,
  browser,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL);
  // The visitor browses the customer's site in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  const widget = widgetOn(visitorPage);
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  const answers = widget.chat.locator('.message.assistant');

  await test.step('the visitor chats with the AI', async () => {
    await visit(visitorPage, agentId);
    await widget.launcher.click();
    await input.fill('Can I talk to a person about my order?');
    await input.press('Enter');
    await expect(answers).toHaveCount(2);
  });

  const transcript = page.getByRole('log', { name: 'Transcript' });
  await test.step('the member sees the conversation in Chats and opens it', async () => {
    await page.goto(`/app/na/agents/${agentId}/convos`);
    const item = page.getByRole('listitem').filter({ hasText: 'Web chat' });
    await expect(item).toHaveCount(1);
    await item.click();
    await expect(transcript.getByText('Can I talk to a person about my order?')).toBeVisible();
    await expect(transcript.getByText('Visitor', { exact: true })).toBeVisible();
    await expect(transcript.getByText('AI', { exact: true })).toBeVisible();
  });

  await test.step('take over: the visitor is told, and the member’s reply reaches them', async () => {
    await page.getByRole('button', { name: 'Take over' }).click();
    await expect(widget.chat.getByText('A person from our team has joined the chat.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Reply' }).fill('Hello, this is Sam. Which order is it?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(answers.last()).toHaveText('Agent: Hello, this is Sam. Which order is it?');
    await expect(transcript.getByText('Human', { exact: true })).toBeVisible();
  });

  await test.step('while taken over, the AI stays quiet and the member sees the visitor live', async () => {
    await input.fill('Order 4411, thanks Sam');
    await input.press('Enter');
    await expect(transcript.getByText('Order 4411, thanks Sam')).toBeVisible();
    await expect(answers).toHaveCount(3);
  });

  await test.step('Return to AI: the AI answers again', async () => {
    await page.getByRole('button', { name: 'Return to AI' }).click();
    await expect(widget.chat.getByText('You are chatting with the AI assistant again.')).toBeVisible();
    await input.fill('What can you help me with?');
    await input.press('Enter');
    await expect(answers).toHaveCount(4);
    await expect(answers.last()).toHaveText(/^Agent: \S.+/);
  });
  await visitorContext.close();
});

test('a reply sent while the visitor’s connection was down reaches them once it is back', async ({
  page,
  browser,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL);
  const visitorContext = await browser.newContext();
  // The visitor's live stream cannot get through: a network blip, or the server restarting.
  const liveStream = '**/api/na/public/conversations/*/events';
  await visitorContext.route(liveStream, (route) => route.abort('connectionreset'));
  const visitorPage = await visitorContext.newPage();
  const widget = widgetOn(visitorPage);
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  const answers = widget.chat.locator('.message.assistant');
  await visit(visitorPage, agentId);
  await widget.launcher.click();
  await input.fill('Is anyone there?');
  await input.press('Enter');
  await expect(answers).toHaveCount(2);

  await page.goto(`/app/na/agents/${agentId}/convos`);
  await page.getByRole('listitem').filter({ hasText: 'Web chat' }).click();
  await page.getByRole('button', { name: 'Take over' }).click();
  await page.getByRole('textbox', { name: 'Reply' }).fill('Yes, Sam here. Sorry for the wait.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Transcript' }).getByText('Human', { exact: true })).toBeVisible();
  await expect(answers).toHaveCount(2);

  // The connection is back: the chat follows again from the last message it has.
  await visitorContext.unroute(liveStream);
  await expect(widget.chat.getByText('A person from our team has joined the chat.')).toBeVisible();
  await expect(answers.last()).toHaveText('Agent: Yes, Sam here. Sorry for the wait.');
  await expect(answers).toHaveCount(3);
  await visitorContext.close();
});

test('a visitor asks for a person with the handoff button; the member sees the request and takes over', async ({
  page,
  browser,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL, { enableHumanHandoff: true, handoffTimeout: 0 });
  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  const widget = widgetOn(visitorPage);
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  const askButton = widget.chat.getByRole('button', { name: 'Talk to a human' });

  await visit(visitorPage, agentId);
  await widget.launcher.click();
  // Until the visitor has written, the button waits (alwaysShowHandoff is off).
  await expect(widget.chat.locator('.message.assistant')).toHaveCount(1);
  await expect(askButton).toHaveCount(0);
  await input.fill('My parcel never arrived');
  await input.press('Enter');
  await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
  await askButton.click();
  const waiting = widget.chat
    .getByRole('status')
    .filter({ hasText: 'A member of our team will join this chat shortly.' });
  await expect(waiting).toBeVisible();
  await expect(askButton).toHaveCount(0);
  // A reload keeps the visitor waiting, not asking again.
  await visitorPage.reload();
  await widget.launcher.click();
  await expect(waiting).toBeVisible();
  await expect(askButton).toHaveCount(0);

  await page.goto(`/app/na/agents/${agentId}/convos`);
  const item = page.getByRole('listitem').filter({ hasText: 'Waiting for a human' });
  await expect(item).toHaveCount(1);
  await item.click();
  await page.getByRole('button', { name: 'Take over' }).click();
  await expect(widget.chat.getByText('A person from our team has joined the chat.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await visitorContext.close();
});

test('a member tags a conversation, exports it as text, and deletes it', async ({ page, baseURL }) => {
  const agentId = await agentWith(page, baseURL);
  // The owner's browser carries a session, so its calls say where they come from.
  const origin = new URL(baseURL ?? '').origin;
  const started = await page.request.post(`/api/na/public/agents/${agentId}/conversations`, { headers: { origin } });
  const chat = (await started.json()) as { conversationId: string; visitorToken: string };
  const sent = await page.request.post(`/api/na/public/conversations/${chat.conversationId}/messages`, {
    headers: { origin, authorization: `Bearer ${chat.visitorToken}` },
    data: { messageId: 'm1', text: 'Do you ship to Norway?' },
  });
  expect(sent.ok()).toBe(true);

  await page.goto(`/app/na/agents/${agentId}/convos`);
  await page.getByRole('listitem').filter({ hasText: 'Web chat' }).click();
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('shipping');
  await tags.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'shipping' })).toHaveCount(1);

  // The list filters by tag and by date.
  const listed = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  const tagFilter = page.getByRole('textbox', { name: 'Tag', exact: true });
  await tagFilter.fill('billing');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await tagFilter.fill('shipping');
  await expect(listed).toHaveCount(1);
  await tagFilter.fill('');
  const until = page.getByLabel('Started until');
  await until.fill('2026-01-01');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await until.fill('');
  await page.getByLabel('Active from').fill(new Date().toISOString().slice(0, 10));
  await expect(listed).toHaveCount(1);
  await listed.first().click();

  await page.getByRole('button', { name: 'Export chat' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'As text' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`conversation-${chat.conversationId}.txt`);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain('Visitor: Do you ship to Norway?');

  await page.getByRole('button', { name: 'Delete chat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No conversations yet')).toBeVisible();
});
