import { describe, expect, it } from 'vitest';
import {
  DISCORD_CHANNEL_ID_INVALID,
  DISCORD_FIELDS_REQUIRED,
  DISCORD_WEBHOOK_URL_INVALID,
  discordChannelBody,
  hiddenWebhookToken,
  parseDiscordWebhookUrl,
  ZSaveDiscordChannelBody,
} from './discord.js';

const token = 'Ab_cD-ef0123456789ghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123';
const webhookUrl = `https://discord.com/api/webhooks/123456789012345678/${token}`;
const firstIssue = (body: unknown, schema = ZSaveDiscordChannelBody) =>
  schema.safeParse(body).error?.issues[0]?.message;

describe('the Discord modal form (spec 000 §5)', () => {
  it("asks for both fields with 'Please fill out all fields.'", () => {
    expect(firstIssue({ channelId: '', webhookUrl })).toBe(DISCORD_FIELDS_REQUIRED);
    expect(firstIssue({ channelId: '123456789012345678', webhookUrl: '   ' })).toBe(DISCORD_FIELDS_REQUIRED);
    expect(firstIssue({})).toBe(DISCORD_FIELDS_REQUIRED);
    expect(DISCORD_FIELDS_REQUIRED).toBe('Please fill out all fields.');
  });

  it('takes a channel id and a Discord webhook URL, trimmed', () => {
    expect(ZSaveDiscordChannelBody.parse({ channelId: ' 123456789012345678 ', webhookUrl: ` ${webhookUrl} ` })).toEqual(
      {
        channelId: '123456789012345678',
        webhookUrl,
      },
    );
    expect(firstIssue({ channelId: 'general', webhookUrl })).toBe(DISCORD_CHANNEL_ID_INVALID);
  });

  it('accepts only webhook URLs of Discord, or of the origins the server adds', () => {
    for (const good of [
      webhookUrl,
      `https://discordapp.com/api/webhooks/123456789012345678/${token}`,
      `https://discord.com/api/v10/webhooks/123456789012345678/${token}/`,
      `https://discord.com/api/webhooks/123456789012345678/${token}?thread_id=1`,
    ]) {
      expect(parseDiscordWebhookUrl(good), good).toBeDefined();
    }
    for (const bad of [
      'discord.com/api/webhooks/123456789012345678/x',
      `http://discord.com/api/webhooks/123456789012345678/${token}`,
      `https://discord.com.evil.example/api/webhooks/123456789012345678/${token}`,
      `https://user@discord.com/api/webhooks/123456789012345678/${token}`,
      `https://discord.com/api/webhooks/12345/${token}`,
      `https://discord.com/api/webhooks/123456789012345678/${token}/extra`,
      `https://discord.com/api/channels/123456789012345678/messages`,
      `http://127.0.0.1:3198/api/webhooks/123456789012345678/${token}`,
    ]) {
      expect(parseDiscordWebhookUrl(bad), bad).toBeUndefined();
      expect(firstIssue({ channelId: '123456789012345678', webhookUrl: bad })).toBe(DISCORD_WEBHOOK_URL_INVALID);
    }
    const local = `http://127.0.0.1:3198/api/webhooks/123456789012345678/${token}`;
    expect(parseDiscordWebhookUrl(local, ['http://127.0.0.1:3198'])?.webhookId).toBe('123456789012345678');
    const withLocal = discordChannelBody(['http://127.0.0.1:3198']);
    expect(firstIssue({ channelId: '123456789012345678', webhookUrl: local }, withLocal)).toBeUndefined();
  });

  it('keeps origin and path only, and hides the token for display', () => {
    const parsed = parseDiscordWebhookUrl(`https://Discord.com/api/webhooks/123456789012345678/${token}/?wait=true#x`);
    expect(parsed).toEqual({ url: webhookUrl, webhookId: '123456789012345678' });
    expect(parsed && hiddenWebhookToken(parsed)).toBe('https://discord.com/api/webhooks/123456789012345678/••••••');
  });
});
