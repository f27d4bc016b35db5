import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT, FAKE_TELEGRAM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

const telegramApi = `http://127.0.0.1:${FAKE_TELEGRAM_PORT}`;
interface TelegramCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
}
const telegramCalls = async (token: string): Promise<TelegramCall[]> =>
  ((await (await fetch(`${telegramApi}/__calls`)).json()) as TelegramCall[]).filter((call) => call.token === token);

test('Telegram connects from the Channels tab, and a message to the bot is answered and shows in Chats', async ({
  page,
  baseURL,
}) => {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await saveAgent(agentId, { smartInit: true });
  const token = `71${Date.now().toString().slice(-8)}:AAH-e2e_token_for_the_fake_bot`;

  await page.goto(`/app/na/agents/${agentId}/channels`);
  const card = page.getByRole('region', { name: 'Telegram' });
  await expect(card.getByText('Active')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Google Business Chat' })).toContainText('Deprecated');
  await expect(
    page.getByRole('region', { name: 'Google Business Chat' }).getByRole('button', { name: 'Coming Soon' }),
  ).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Email' }).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

  await test.step('the voice entry leads to the Voice tab', async () => {
    await page.getByRole('region', { name: 'Voice' }).getByRole('link', { name: 'Configure' }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/voice$`));
    await page.goBack();
    await expect(card).toBeVisible();
  });

  await test.step("the token is asked for in the spec's words, then the bot is connected", async () => {
    await card.getByRole('button', { name: 'Connect' }).click();
    const modal = page.getByRole('dialog', { name: 'Adding Telegram as a channel' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Please provide a valid token.')).toBeVisible();
    await modal.getByLabel('Bot token').fill('7000000001:refused_token_for_the_fake_e2e');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Failed to set webhook: Unauthorized')).toBeVisible();
    await modal.getByLabel('Bot token').fill(token);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Telegram channel saved successfully')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Configure' })).toBeVisible();
    expect((await telegramCalls(token)).map((call) => call.method)).toEqual([
      'deleteWebhook',
      'setWebhook',
      'getWebhookInfo',
    ]);
  });

  await test.step('Telegram delivers a message; the bot answers and the chat is in Chats', async () => {
    const setWebhook = (await telegramCalls(token)).find((call) => call.method === 'setWebhook');
    const url = String(setWebhook?.params.url);
    expect(url).toBe(`${baseURL}/api/na/v2/agents/${agentId}/telegram-webhook`);
    const update = {
      update_id: 1,
      message: { message_id: 1, date: 0, chat: { id: 424242, type: 'private' }, text: 'Do you deliver?' },
    };
    const delivered = await page.request.post(url, {
      headers: { 'X-Telegram-Bot-Api-Secret-Token': String(setWebhook?.params.secret_token) },
      data: update,
    });
    expect(delivered.status()).toBe(200);
    const answer = 'Hello from the test model. You said: Do you deliver?';
    await expect
      .poll(async () =>
        (await telegramCalls(token)).filter((call) => call.method === 'sendMessage').map((c) => c.params),
      )
      .toEqual([{ chat_id: 424242, text: answer }]);

    await page.goto(`/app/na/agents/${agentId}/convos`);
    const item = page.getByRole('listitem').filter({ hasText: 'Telegram' });
    await expect(item).toHaveCount(1);
    await item.click();
    await expect(page.getByText(answer).first()).toBeVisible();
  });
});
