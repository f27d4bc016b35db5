import type { MessagingChannel, Region } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Egress } from '../../platform/egress/egress.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { TenancyConfig } from '../../platform/tenancy/index.js';
import { discordAdapter } from './discord/discord-adapter.js';
import { instagramAdapter } from './meta-pages/instagram-adapter.js';
import { messengerAdapter } from './meta-pages/messenger-adapter.js';
import { telegramAdapter } from './telegram-adapter.js';
import { whatsappAdapter } from './whatsapp/whatsapp-adapter.js';

/** What every channel adapter may use: the databases, read caches, secrets and the providers' addresses. */
export interface ChannelDeps {
  regions: Regions;
  caches: ReadCaches;
  secretBox: SecretBox;
  /** To tell the workspace when a channel needs reconnecting. */
  jobs: Jobs;
  config: TenancyConfig & Pick<Config, 'providers'>;
  /** For channels that send to an address the user gave (Discord's webhook URL). */
  egress: Egress;
  log?: FastifyBaseLogger;
}

/** What a person wrote on a channel, read from the delivery the inbox kept. */
export interface IncomingChannelMessage {
  /** Who wrote: one conversation per channel user and agent. */
  channelUserId: string;
  text: string;
  /** The provider's id of the message, unique within the channel: the engine keys the answer on it. */
  messageId: string;
}

/** Where a reply goes: the agent's connection on the channel, and the person on it. */
export interface ChannelRecipient {
  region: Region;
  agentId: string;
  conversationId: string;
  channelUserId: string;
  /** The stored message being sent, when it is a member's reply: a channel that cannot deliver it notes why on it. */
  replyMessageId?: number;
}

/**
 * One messaging channel as the shared inbound path sees it (spec 000 §5-7): reading a kept
 * delivery, and sending text back through the provider, split to the channel's limit.
 */
export interface ChannelAdapter {
  /** What the delivery says, or undefined when it holds nothing to answer. */
  incoming(payload: unknown): IncomingChannelMessage | undefined;
  /** Whether the agent is still connected on the channel: a message for a disconnected agent is dropped unanswered. */
  connected(deps: ChannelDeps, region: Region, agentId: string): Promise<boolean>;
  /** Sends a reply; resolves false when the agent is no longer connected, so there is nowhere to send it. */
  send(deps: ChannelDeps, to: ChannelRecipient, text: string): Promise<boolean>;
}

/** Each messaging channel's adapter. A channel is answered only once its adapter is here. */
export const channelAdapters: Partial<Record<MessagingChannel, ChannelAdapter>> = {
  telegram: telegramAdapter,
  messenger: messengerAdapter,
  instagram: instagramAdapter,
  discord: discordAdapter,
  whatsapp: whatsappAdapter,
};

export function channelAdapter(channel: string): ChannelAdapter | undefined {
  return channelAdapters[channel as MessagingChannel];
}
