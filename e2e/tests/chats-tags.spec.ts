import { expect, type Page, test } from '@playwright/test';
import { agentWith } from '../support/customer-site.js';

/** A visitor's conversation with a first message, through the public chat API. */
async function visitorWrites(page: Page, baseURL: string | undefined, agentId: string, text: string) {
  const origin = new URL(baseURL ?? '').origin;
  const started = await page.request.post(`/api/na/public/agents/${agentId}/conversations`, { headers: { origin } });
  const chat = (await started.json()) as { conversationId: string; visitorToken: string };
  const sent = await page.request.post(`/api/na/public/conversations/${chat.conversationId}/messages`, {
    headers: { origin, authorization: `Bearer ${chat.visitorToken}` },
    data: { messageId: 'm1', text },
  });
  expect(sent.ok()).toBe(true);
  return chat;
}

test('with only predefined tags allowed, a member tags a conversation with one of them and no other', async ({
  page,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL);
  const chat = await visitorWrites(page, baseURL, agentId, 'Was I charged twice?');
  await page.goto(`/app/na/agents/${agentId}/convos`);

  await test.step('the member predefines the tags and allows only them', async () => {
    await page.getByRole('button', { name: 'Manage tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage tags' });
    const predefined = dialog.getByRole('textbox', { name: 'Predefined tags' });
    await predefined.fill('billing');
    await predefined.press('Enter');
    await predefined.fill('shipping');
    await predefined.press('Enter');
    await dialog.getByRole('switch', { name: 'Allow only predefined tags' }).check();
    await dialog.getByRole('button', { name: 'Save tags' }).click();
    await expect(page.getByText('Tags saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the tag editor offers only the predefined tags', async () => {
    await page.getByRole('listitem').filter({ hasText: 'Web chat' }).click();
    const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.click();
    await tags.fill('vip');
    await expect(page.getByText('Only the predefined tags can be used.')).toBeVisible();
    await tags.fill('bill');
    await page.getByRole('option', { name: 'billing' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'billing' })).toHaveCount(1);
    const saved = await page.request.get(
      `/api/na/workspaces/${await workspaceOf(page)}/conversations/${chat.conversationId}`,
    );
    expect(((await saved.json()) as { conversation: { tags: string[] } }).conversation.tags).toEqual(['billing']);
  });
});

test('a member asks to hear of every conversation and gets an email when a visitor starts one', async ({
  page,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL);
  await page.goto(`/app/na/agents/${agentId}/convos`);
  // The Chats tab's settings, not the bell in the sidebar.
  await page.getByRole('main').getByRole('button', { name: 'Notifications' }).click();
  const about = page.getByRole('textbox', { name: 'Notify me about' });
  await expect(about).toHaveValue('Handoff requests only');
  await expect(page.getByRole('textbox', { name: 'Notify me by' })).toHaveValue('Email and push');
  await about.click();
  await page.getByRole('option', { name: 'All conversations' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();

  const chat = await visitorWrites(page, baseURL, agentId, 'Do you open on Sundays?');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { account: { email: string } };
  // The embedded email default's outbox, readable outside production.
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get('/dev/mailbox.json')).json()) as {
        messages: { to: string; subject: string; text: string }[];
      };
      return messages
        .filter((mail) => mail.to === me.account.email && mail.text.includes(chat.conversationId))
        .map((mail) => mail.subject);
    })
    .toEqual(['Front desk: a new conversation']);

  await page.reload();
  // The Chats tab's settings, not the bell in the sidebar.
  await page.getByRole('main').getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('textbox', { name: 'Notify me about' })).toHaveValue('All conversations');
});

async function workspaceOf(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { workspaces: { uid: string }[] };
  return me.workspaces[0]?.uid ?? '';
}
