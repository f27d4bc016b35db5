import { expect, test } from '@playwright/test';
import { DISCORD_APPLICATION_ID, FAKE_DISCORD_PORT, FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

const discordApi = `http://127.0.0.1:${FAKE_DISCORD_PORT}`;
const control = async <T>(path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${discordApi}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as T;
};

test('Discord connects from the Channels tab, answers in the channel through its webhook, and is removed', async ({
  page,
  baseURL,
}) => {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Server helper');
  await saveAgent(agentId, { smartInit: true });
  // The platform bot is in a server with a channel, where the owner made a webhook.
  const { channelIds } = await control<{ channelIds: string[] }>('/__guilds', {});
  const channelId = channelIds[0] ?? '';
  const webhook = await control<{ url: string }>('/__webhooks', { channelId });

  await page.goto(`/app/na/agents/${agentId}/channels`);
  const card = page.getByRole('region', { name: 'Discord' });
  await expect(card.getByText('Active')).toHaveCount(0);
  await card.getByRole('button', { name: 'Connect' }).click();
  const modal = page.getByRole('dialog', { name: 'Adding Discord as a channel' });

  await test.step('the steps invite the platform bot, which needs Manage Server', async () => {
    await expect(modal).toContainText('You need the Manage Server permission on that server.');
    const invite = new URL(String(await modal.getByRole('link', { name: 'invite the bot' }).getAttribute('href')));
    expect(invite.origin).toBe('https://discord.com');
    expect(invite.searchParams.get('client_id')).toBe(DISCORD_APPLICATION_ID);
    expect(invite.searchParams.get('scope')).toBe('bot');
  });

  await test.step("both fields are asked for in the spec's words, and the webhook URL is checked", async () => {
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Please fill out all fields.')).toBeVisible();
    await modal.getByLabel('Channel ID').fill(channelId);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Please fill out all fields.')).toBeVisible();
    await modal.getByLabel('Webhook URL').fill('https://example.com/hooks/123');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText(/The Webhook URL must be a Discord webhook URL/)).toBeVisible();
  });

  await test.step('saving connects the channel: the card turns Active', async () => {
    await modal.getByLabel('Webhook URL').fill(webhook.url);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Discord channel saved successfully')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Configure' })).toBeVisible();
  });

  await test.step('a message in the channel is answered there, and the chat is in Chats', async () => {
    await expect
      .poll(async () => (await control<{ closed: boolean }[]>('/__gateway')).some((s) => !s.closed), {
        timeout: 30_000,
      })
      .toBe(true);
    await control('/__messages', { channelId, content: 'Do you deliver?' });
    const answer = 'Hello from the test model. You said: Do you deliver?';
    await expect
      .poll(async () =>
        (await control<{ channelId: string; content: string }[]>('/__posted'))
          .filter((message) => message.channelId === channelId)
          .map((message) => message.content),
      )
      .toEqual([answer]);

    await page.goto(`/app/na/agents/${agentId}/convos`);
    const item = page.getByRole('listitem').filter({ hasText: 'Discord' });
    await expect(item).toHaveCount(1);
    await item.click();
    await expect(page.getByText(answer).first()).toBeVisible();
  });

  await test.step('removing the channel turns the card off', async () => {
    await page.goto(`/app/na/agents/${agentId}/channels`);
    await card.getByRole('button', { name: 'Configure' }).click();
    await expect(modal.getByText(`Channel ${channelId}`)).toBeVisible();
    await expect(modal).not.toContainText(webhook.url.split('/').at(-1) ?? 'token');
    await modal.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Discord channel removed')).toBeVisible();
    await expect(card.getByText('Active')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Connect' })).toBeVisible();
  });
});
