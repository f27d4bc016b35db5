import { describe, expect, it } from 'vitest';
import { type ChannelFacts, isChannelActive, ZConnectTelegramBody } from './channels.js';

const none: ChannelFacts = { agent: {}, telegramBots: 0, waNumbers: 0, discordWebhookUrls: [], metaPages: [] };
const withFacts = (facts: Partial<ChannelFacts>) => ({ ...none, ...facts });

describe('channel card active rules (spec 000 §4)', () => {
  it('shows nothing active for an agent with no channel', () => {
    for (const channel of [
      'voice',
      'gb-chat',
      'discord',
      'whatsapp',
      'telegram',
      'messenger',
      'instagram',
      'email',
    ] as const) {
      expect(isChannelActive(channel, none)).toBe(false);
    }
  });

  it('voice: a vapi id; gb-chat: both the client email and the private key', () => {
    expect(isChannelActive('voice', withFacts({ agent: { vapi: { id: 'v1' } } }))).toBe(true);
    expect(isChannelActive('voice', withFacts({ agent: { vapi: {} } }))).toBe(false);
    expect(isChannelActive('gb-chat', withFacts({ agent: { gcloudClientEmail: 'a@b.c' } }))).toBe(false);
    expect(
      isChannelActive('gb-chat', withFacts({ agent: { gcloudClientEmail: 'a@b.c', gcloudPrivateKey: 'key' } })),
    ).toBe(true);
  });

  it('whatsapp: verified with token, business and number ids, or a connected number', () => {
    const legacy = { waVerifyPassed: true, whatsappToken: 't', whatsappBusniessId: 'b', whatsappNumberId: 'n' };
    expect(isChannelActive('whatsapp', withFacts({ agent: legacy }))).toBe(true);
    expect(isChannelActive('whatsapp', withFacts({ agent: { ...legacy, waVerifyPassed: false } }))).toBe(false);
    expect(isChannelActive('whatsapp', withFacts({ agent: { ...legacy, whatsappNumberId: '' } }))).toBe(false);
    expect(isChannelActive('whatsapp', withFacts({ waNumbers: 1 }))).toBe(true);
  });

  it('telegram: a bot; discord: a webhook URL; messenger: a page; instagram: a page with an Instagram account', () => {
    expect(isChannelActive('telegram', withFacts({ telegramBots: 1 }))).toBe(true);
    expect(isChannelActive('discord', withFacts({ discordWebhookUrls: [''] }))).toBe(false);
    expect(
      isChannelActive('discord', withFacts({ discordWebhookUrls: ['https://discord.com/api/webhooks/1/x'] })),
    ).toBe(true);
    expect(isChannelActive('messenger', withFacts({ metaPages: [{ igPageId: null }] }))).toBe(true);
    expect(isChannelActive('instagram', withFacts({ metaPages: [{ igPageId: null }] }))).toBe(false);
    expect(isChannelActive('instagram', withFacts({ metaPages: [{ igPageId: '178' }] }))).toBe(true);
  });
});

describe('Telegram bot token', () => {
  it("asks for a valid token in the spec's words", () => {
    for (const botToken of ['', '   ', 'not a token', '123:short', '123:AAH/../../x/abcdefghijklmnop']) {
      const parsed = ZConnectTelegramBody.safeParse({ botToken });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Please provide a valid token.');
    }
    expect(ZConnectTelegramBody.parse({ botToken: ' 7012345678:AAH-test_token_for_the_fake_0001 ' })).toEqual({
      botToken: '7012345678:AAH-test_token_for_the_fake_0001',
    });
  });
});
