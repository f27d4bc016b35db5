import { z } from 'zod';

/** Spec 000 §5: Channel ID and Webhook URL are both required. */
export const DISCORD_FIELDS_REQUIRED = 'Please fill out all fields.';
export const DISCORD_CHANNEL_ID_INVALID =
  'The Channel ID is the number Discord copies with "Copy Channel ID" (17 to 20 digits).';
export const DISCORD_WEBHOOK_URL_INVALID =
  'The Webhook URL must be a Discord webhook URL, like https://discord.com/api/webhooks/123456789012345678/…';
export const DISCORD_SAVED = 'Discord channel saved successfully';
export const DISCORD_REMOVED = 'Discord channel removed';

/** Where Discord serves webhooks: the URLs its "Copy Webhook URL" gives, old domain included. */
export const DISCORD_WEBHOOK_ORIGINS = [
  'https://discord.com',
  'https://discordapp.com',
  'https://ptb.discord.com',
  'https://canary.discord.com',
] as const;

/** A Discord id (snowflake): a 64-bit number in decimal. */
const SNOWFLAKE = /^\d{17,20}$/;
/**
 * Origin, then `/api/webhooks/{webhook id}/{webhook token}` with or without an API version; a
 * query or fragment may follow. No user or password may come before the host.
 */
const WEBHOOK_URL =
  /^(https?:\/\/[^/?#@\s]+)(\/api(?:\/v\d{1,2})?\/webhooks\/(\d{17,20})\/[\w-]{20,200})\/?(?:[?#]\S*)?$/;

export interface DiscordWebhookUrl {
  /** The URL as it is kept and called: origin and path, without query or fragment. */
  url: string;
  webhookId: string;
}

/**
 * Reads a webhook URL as Discord gives it, refusing any other address: the product sends
 * replies there. `origins` are the addresses Discord's API may have (a server pointed at a test
 * Discord adds its own); the path is checked whatever the origin.
 */
export function parseDiscordWebhookUrl(
  value: string,
  origins: readonly string[] = DISCORD_WEBHOOK_ORIGINS,
): DiscordWebhookUrl | undefined {
  const match = WEBHOOK_URL.exec(value.trim());
  const origin = match?.[1]?.toLowerCase();
  if (!match?.[2] || !match[3] || !origin || !origins.includes(origin)) return undefined;
  return { url: `${origin}${match[2]}`, webhookId: match[3] };
}

/** The webhook URL with its token hidden: enough to recognise which webhook is saved. */
export const hiddenWebhookToken = (webhook: DiscordWebhookUrl) => webhook.url.replace(/\/[^/]+$/, '/••••••');

const required = () => z.string({ error: DISCORD_FIELDS_REQUIRED }).trim().min(1, DISCORD_FIELDS_REQUIRED);

/**
 * The Discord modal's form (spec 000 §2, §5). The dashboard checks it with Discord's own origins
 * as the server reports them (`webhookOrigins`), the server with the same list.
 */
export function discordChannelBody(webhookOrigins: readonly string[] = DISCORD_WEBHOOK_ORIGINS) {
  return z.object({
    channelId: required().regex(SNOWFLAKE, DISCORD_CHANNEL_ID_INVALID),
    webhookUrl: required().refine(
      (value) => parseDiscordWebhookUrl(value, webhookOrigins) !== undefined,
      DISCORD_WEBHOOK_URL_INVALID,
    ),
  });
}
export const ZSaveDiscordChannelBody = discordChannelBody();
export type SaveDiscordChannelBody = z.infer<typeof ZSaveDiscordChannelBody>;

/** The saved Discord channel of an agent (spec 000 §3 "Discord channel"), its webhook's token hidden. */
export const ZDiscordChannel = z.object({
  ID: z.string(),
  channelId: z.string(),
  guildId: z.string(),
  webhookUrl: z.string(),
});
export type DiscordChannel = z.infer<typeof ZDiscordChannel>;

/** What the Discord modal shows: the saved channel, the platform bot and its invite link, the accepted webhook origins. */
export const ZDiscordChannelSettings = z.object({
  channel: ZDiscordChannel.nullable(),
  /** Whether this server runs the platform bot, without which no message reaches the agent. */
  botAvailable: z.boolean(),
  inviteUrl: z.string().nullable(),
  webhookOrigins: z.array(z.string()),
});
export type DiscordChannelSettings = z.infer<typeof ZDiscordChannelSettings>;
