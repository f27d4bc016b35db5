import { ZTelegramBotToken } from '@agent-platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from '../../../test/fakes/telegram-server.js';
import { botIdOf, connectTelegramWebhook, sendTelegramText, splitMessage, TelegramError } from './bot-api.js';

let fake: FakeTelegram;
beforeAll(async () => {
  fake = await startFakeTelegram();
});
afterAll(() => fake.close());

const TOKEN = '7012345678:AAH-test_token_for_the_fake_0001';

describe('Telegram Bot API adapter', () => {
  it('deletes the old webhook, sets the new one with its secret, then reads it back', async () => {
    const url = 'https://agents.example/api/na/v2/agents/A1/telegram-webhook';
    const before = fake.calls.length;
    expect(await connectTelegramWebhook(fake.url, TOKEN, { url, secretToken: 'secret-1' })).toEqual({
      webhookUrl: url,
    });
    const calls = fake.calls.slice(before);
    expect(calls.map((call) => call.method)).toEqual(['deleteWebhook', 'setWebhook', 'getWebhookInfo']);
    expect(calls[1]?.params).toMatchObject({ url, secret_token: 'secret-1' });
    expect(fake.webhooks.get(TOKEN)).toEqual({ url, secret_token: 'secret-1' });
  });

  it("fails with Telegram's own description", async () => {
    const refused = '7012345678:refused_token_for_the_fake_0001';
    await expect(
      connectTelegramWebhook(fake.url, refused, { url: 'https://agents.example/hook', secretToken: 's' }),
    ).rejects.toEqual(new TelegramError('Unauthorized', 401));
    await expect(
      connectTelegramWebhook(fake.url, TOKEN, { url: 'http://agents.example/hook', secretToken: 's' }),
    ).rejects.toMatchObject({ description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook' });
  });

  it('sends a long reply as several messages of at most 4096 characters, cut between words', async () => {
    const before = fake.calls.length;
    const words = Array.from({ length: 1000 }, (_, index) => `word${index}`).join(' ');
    await sendTelegramText(fake.url, TOKEN, 42, words);
    const sent = fake.calls.slice(before).map((call) => String(call.params.text));
    expect(sent).toHaveLength(2);
    expect(sent.every((text) => text.length <= 4096)).toBe(true);
    expect(sent.join(' ')).toBe(words);
    expect(fake.calls.at(-1)?.params.chat_id).toBe(42);
  });

  it('splits at a break in the second half, or hard at the limit when there is none', () => {
    expect(splitMessage('aaaa bbbb cccc', 10)).toEqual(['aaaa bbbb', 'cccc']);
    expect(splitMessage('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('reads the bot id from the token, and takes only tokens shaped like one', () => {
    expect(botIdOf(TOKEN)).toBe('7012345678');
    expect(ZTelegramBotToken.safeParse(TOKEN).success).toBe(true);
    expect(ZTelegramBotToken.safeParse('7012345678:short').success).toBe(false);
    expect(ZTelegramBotToken.safeParse('123:AAH/../../other-path/abcdefghijk').success).toBe(false);
  });
});
