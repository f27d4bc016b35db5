import { eq } from 'drizzle-orm';
import type { ReadCaches } from '../../../platform/cache/read-caches.js';
import type { Regions } from '../../../platform/db/regions.js';
import { discordChannels } from '../../../platform/db/schema/index.js';
import type { WebhookInbox } from '../../../platform/inbox/index.js';
import type { DiscordMessage } from '../../../providers/discord/bot.js';

/**
 * A message the platform bot saw. One written by a person in a channel connected to an agent is
 * kept in the inbox under its Discord id, and the inbox's workers answer it; bots' and webhooks' messages
 * (the agent's own replies among them) and messages in other channels are passed over. Every
 * server process running the bot sees the message: the inbox keeps it once.
 */
export async function receiveDiscordMessage(
  deps: { regions: Regions; caches: ReadCaches; inbox: WebhookInbox },
  message: DiscordMessage,
): Promise<void> {
  if (message.fromBot || !message.guildId || !message.content.trim()) return;
  for (const { region, agentId } of await channelAgents(deps, message.channelId)) {
    await deps.inbox.keep(region, {
      provider: 'discord',
      eventId: message.id,
      agentId,
      rawBody: JSON.stringify(message),
    });
  }
}

/**
 * The agents a Discord channel is connected to, in any region; read once a minute at most, as
 * the bot sees every message of every server it is in, connected or not.
 */
async function channelAgents(deps: { regions: Regions; caches: ReadCaches }, channelId: string) {
  const cached = deps.caches.get('discordChannels', channelId);
  if (cached) return cached;
  const found = await deps.regions.askEveryRegion((db) =>
    db
      .select({ agentId: discordChannels.agentId })
      .from(discordChannels)
      .where(eq(discordChannels.channelId, channelId)),
  );
  const agents = found.flatMap(({ region, value }) => value.map((row) => ({ region, agentId: row.agentId })));
  deps.caches.set('discordChannels', channelId, agents);
  return agents;
}

/** Call after a Discord channel's row changed (saved, moved or removed). */
export const forgetDiscordChannels = (caches: ReadCaches, channelIds: string[]) =>
  caches.invalidate('discordChannels', [...new Set(channelIds)]);
