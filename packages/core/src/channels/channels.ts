import { z } from 'zod';

/** The Channels tab's cards, in the spec's order (spec 000 §2 "Channels screen of an agent"). */
export const CHANNEL_KEYS = ['whatsapp', 'instagram', 'messenger', 'discord', 'telegram', 'gb-chat', 'email'] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

/** The channels whose messages the agent answers through a provider (each has an adapter on the server). */
export const MESSAGING_CHANNELS = ['whatsapp', 'instagram', 'messenger', 'discord', 'telegram'] as const;
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];

export const CHANNEL_LABELS: Record<ChannelKey, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  messenger: 'Messenger',
  discord: 'Discord',
  telegram: 'Telegram',
  'gb-chat': 'Google Business Chat',
  email: 'Email',
};

/** What decides whether a channel card shows 'Active': the agent's channel fields and its channel records. */
export interface ChannelFacts {
  agent: {
    vapi?: { id?: string | undefined } | undefined;
    voiceConfig?: { config?: { enableWebCalling?: boolean | undefined } | undefined } | undefined;
    gcloudClientEmail?: string | undefined;
    gcloudPrivateKey?: string | undefined;
    waVerifyPassed?: boolean | undefined;
    whatsappToken?: string | undefined;
    whatsappBusniessId?: string | undefined;
    whatsappNumberId?: string | undefined;
  };
  telegramBots: number;
  /** Phone numbers (Twilio) assigned to the agent. */
  phoneNumbers?: number;
  waNumbers: number;
  discordWebhookUrls: string[];
  metaPages: { igPageId?: string | null | undefined }[];
}

/** Spec 000 §4 "Channel card active when", rule for rule. */
export function isChannelActive(channel: ChannelKey | 'voice', facts: ChannelFacts): boolean {
  const { agent } = facts;
  switch (channel) {
    case 'voice':
      // Spec 000 §4 says a vapi id; web calls in the widget are this product's voice channel too.
      return !!agent.vapi?.id || !!agent.voiceConfig?.config?.enableWebCalling || (facts.phoneNumbers ?? 0) > 0;
    case 'gb-chat':
      return !!agent.gcloudClientEmail && !!agent.gcloudPrivateKey;
    case 'discord':
      return facts.discordWebhookUrls.some(Boolean);
    case 'whatsapp':
      return (
        (!!agent.waVerifyPassed && !!agent.whatsappToken && !!agent.whatsappBusniessId && !!agent.whatsappNumberId) ||
        facts.waNumbers > 0
      );
    case 'telegram':
      return facts.telegramBots > 0;
    case 'messenger':
      return facts.metaPages.length > 0;
    case 'instagram':
      return facts.metaPages.some((page) => !!page.igPageId);
    case 'email':
      return false;
  }
}

export const ZChannelCard = z.object({
  key: z.enum(CHANNEL_KEYS),
  label: z.string(),
  active: z.boolean(),
  /** False when the workspace's plan leaves the channel out (spec 000 §6). */
  inPlan: z.boolean(),
});

/** A channel marked 'Reconnect needed' (an expired token, a Telegram webhook found unset or failing). */
export const ZChannelNeedingReconnect = z.object({
  channel: z.enum(MESSAGING_CHANNELS),
  reason: z.string(),
  detectedAt: z.string(),
});
export type ChannelNeedingReconnect = z.infer<typeof ZChannelNeedingReconnect>;

export const ZAgentChannels = z.object({
  channels: z.array(ZChannelCard),
  reconnectNeeded: z.array(ZChannelNeedingReconnect),
  voiceActive: z.boolean(),
  telegram: z.object({ botId: z.string(), webhookUrl: z.string() }).nullable(),
});
export type AgentChannels = z.infer<typeof ZAgentChannels>;

export const TELEGRAM_TOKEN_REQUIRED = 'Please provide a valid token.';
export const TELEGRAM_SAVED = 'Telegram channel saved successfully';
export const telegramWebhookFailed = (description: string) => `Failed to set webhook: ${description}`;

/**
 * A bot token as BotFather gives it: the bot's id, a colon, its secret. The shape is checked
 * before the token goes into a Telegram API path, so no token can point the call elsewhere.
 */
export const ZTelegramBotToken = z
  .string({ error: TELEGRAM_TOKEN_REQUIRED })
  .trim()
  .regex(/^\d{1,20}:[\w-]{20,100}$/, TELEGRAM_TOKEN_REQUIRED);

export const ZConnectTelegramBody = z.object({ botToken: ZTelegramBotToken });
export type ConnectTelegramBody = z.infer<typeof ZConnectTelegramBody>;
