import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Egress, EgressResponse } from '../../platform/egress/egress.js';
import { splitMessage } from '../telegram/bot-api.js';

/**
 * Discord's webhooks (`{webhookUrl}`: GET reads the webhook, POST executes it). The URL is the
 * user's, so every call goes through the egress guard. Failures are `DiscordError` with Discord's
 * own message and JSON error code.
 */
export class DiscordError extends Error {
  constructor(
    message: string,
    /** The HTTP status Discord answered; undefined when it was not reached. */
    readonly status?: number,
    /** Discord's JSON error code (10015: Unknown Webhook). */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'DiscordError';
  }
}

/** Discord refuses messages over 2000 characters. */
export const DISCORD_MESSAGE_LIMIT = 2000;
/** Longest wait for a rate limit to pass before the send fails (its job is retried later). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 10;
const MAX_RATE_LIMIT_RETRIES = 3;

const ZWebhook = z.object({ id: z.string(), channel_id: z.string(), guild_id: z.string().nullish() });
const ZError = z.object({ message: z.string().optional(), code: z.number().optional() });
const ZRateLimit = z.object({ retry_after: z.number() });

/** The channel and server a webhook posts to. */
export async function readDiscordWebhook(
  egress: Egress,
  webhookUrl: string,
): Promise<{ webhookId: string; channelId: string; guildId: string | null }> {
  const answer = await egress(webhookUrl, { headers: { accept: 'application/json' } });
  if (answer.status !== 200) throw discordError(answer);
  const webhook = ZWebhook.parse(JSON.parse(answer.text));
  return { webhookId: webhook.id, channelId: webhook.channel_id, guildId: webhook.guild_id ?? null };
}

/**
 * Posts text in the webhook's channel, split into Discord-sized messages. Mentions in the text
 * ping nobody: an answer quoting "@everyone" must not notify a whole server.
 */
export async function executeDiscordWebhook(egress: Egress, webhookUrl: string, text: string): Promise<void> {
  const url = new URL(webhookUrl);
  // Discord answers with the message once it is posted, so a failure is known here.
  url.searchParams.set('wait', 'true');
  for (const content of splitMessage(text, DISCORD_MESSAGE_LIMIT)) {
    const body = JSON.stringify({ content, allowed_mentions: { parse: [] } });
    for (let attempt = 0; ; attempt++) {
      const answer = await egress(url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (answer.status === 200 || answer.status === 204) break;
      const wait = answer.status === 429 ? retryAfterSeconds(answer) : undefined;
      if (wait === undefined || wait > MAX_RATE_LIMIT_WAIT_SECONDS || attempt >= MAX_RATE_LIMIT_RETRIES) {
        throw discordError(answer);
      }
      await sleep(wait * 1000);
    }
  }
}

function retryAfterSeconds(answer: EgressResponse): number | undefined {
  const parsed = ZRateLimit.safeParse(safeJson(answer.text));
  return parsed.success ? parsed.data.retry_after : undefined;
}

function discordError(answer: EgressResponse): DiscordError {
  const parsed = ZError.safeParse(safeJson(answer.text));
  const message = parsed.success && parsed.data.message ? parsed.data.message : `HTTP ${answer.status}`;
  return new DiscordError(message, answer.status, parsed.success ? parsed.data.code : undefined);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
