import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { discordChannels } from '../../../platform/db/schema/index.js';
import { EgressError } from '../../../platform/egress/egress.js';
import { DiscordError, executeDiscordWebhook } from '../../../providers/discord/webhook.js';
import type { ChannelAdapter, ChannelDeps } from '../channel-adapters.js';

/** The part of a kept message the engine reads (the bot's `DiscordMessage`). */
const ZKeptDiscordMessage = z.object({
  id: z.string(),
  channelId: z.string(),
  authorId: z.string(),
  content: z.string(),
});

/** One conversation per person per Discord channel: `{channel id}:{user id}`. */
const channelUserIdOf = (channelId: string, authorId: string) => `${channelId}:${authorId}`;

async function agentChannel(deps: ChannelDeps, region: Region, agentId: string) {
  const [channel] = await deps.regions
    .db(region)
    .select({ channelId: discordChannels.channelId, webhookUrl: discordChannels.webhookUrlEncrypted })
    .from(discordChannels)
    .where(eq(discordChannels.agentId, agentId))
    .limit(1);
  return channel;
}

/**
 * Discord: the platform bot reads a connected channel; each person writing there has their own
 * conversation with the agent, and replies are posted in the channel through its webhook.
 */
export const discordAdapter: ChannelAdapter = {
  incoming(payload) {
    const message = ZKeptDiscordMessage.parse(payload);
    const text = message.content.trim();
    if (!text) return undefined;
    return {
      channelUserId: channelUserIdOf(message.channelId, message.authorId),
      text,
      messageId: `discord-${message.id}`,
    };
  },
  async connected(deps, region, agentId) {
    return (await agentChannel(deps, region, agentId)) !== undefined;
  },
  async send(deps, to, text) {
    const channel = await agentChannel(deps, to.region, to.agentId);
    // The agent now answers in another channel: this conversation's channel is no longer its own.
    if (!channel || !to.channelUserId.startsWith(`${channel.channelId}:`)) return false;
    try {
      await executeDiscordWebhook(deps.egress, deps.secretBox.open(channel.webhookUrl), text);
      return true;
    } catch (error) {
      // A webhook deleted in Discord, or an address the guard refuses, will not work on a retry either.
      const gone = error instanceof DiscordError && (error.status === 404 || error.status === 401);
      const refused = error instanceof EgressError && (error.reason === 'blocked' || error.reason === 'invalid-url');
      if (!gone && !refused) throw error;
      deps.log?.warn({ agentId: to.agentId, reason: (error as Error).message }, 'discord reply not delivered');
      return false;
    }
  },
};
