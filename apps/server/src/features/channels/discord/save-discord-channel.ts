import {
  DISCORD_WEBHOOK_URL_INVALID,
  parseDiscordWebhookUrl,
  REGIONS,
  type SaveDiscordChannelBody,
} from '@agent-platform/core';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { discordChannels } from '../../../platform/db/schema/index.js';
import { EgressError } from '../../../platform/egress/egress.js';
import { AppError } from '../../../platform/errors.js';
import { randomId } from '../../../platform/ids.js';
import { DiscordError, readDiscordWebhook } from '../../../providers/discord/webhook.js';
import type { EmitDeps } from '../../events/index.js';
import { recordChannelConnection } from '../../product-events/index.js';
import { clearReconnectNeeded } from '../channel-health/clear-reconnect-needed.js';
import { requireChannelInPlan } from '../require-channel-in-plan.js';
import type { DiscordDeps } from './discord-deps.js';
import { discordWebhookOrigins, getDiscordChannel } from './get-discord-channel.js';
import { forgetDiscordChannels } from './receive-discord-message.js';

/** Spec 000 §9: a Discord channel record's ID is 15 random characters. */
export const DISCORD_CHANNEL_ID_LENGTH = 15;

export const DISCORD_WEBHOOK_UNKNOWN =
  'Discord does not know this webhook. Copy its URL again from the channel’s Integrations settings.';
export const DISCORD_WEBHOOK_OTHER_CHANNEL =
  'This webhook posts in another channel. Use a webhook of the channel whose ID you entered.';
export const DISCORD_UNREACHABLE = 'Discord could not be reached. Check the webhook URL and try again.';
export const DISCORD_CHECK_FAILED = 'Discord could not check the webhook just now. Try again in a few minutes.';

/**
 * Connects a Discord channel to the agent (spec 000 §2 Discord modal). Discord is asked for the
 * webhook first: it must exist and post in the channel given, which proves the person holds a
 * webhook there and may have that channel's messages answered. The agent's previous Discord
 * channel is replaced, and the channel leaves any agent it answered for before.
 */
export async function saveDiscordChannel(
  deps: DiscordDeps & EmitDeps,
  access: AgentAccess,
  body: SaveDiscordChannelBody,
) {
  await requireChannelInPlan(deps.regions, access, 'discord');
  const webhook = parseDiscordWebhookUrl(body.webhookUrl, discordWebhookOrigins(deps));
  if (!webhook) throw new AppError('VALIDATION_FAILED', DISCORD_WEBHOOK_URL_INVALID);
  let found: Awaited<ReturnType<typeof readDiscordWebhook>>;
  try {
    found = await readDiscordWebhook(deps.egress, webhook.url);
  } catch (error) {
    if (error instanceof DiscordError && (error.status === 404 || error.status === 401)) {
      throw new AppError('CHANNEL_CONNECT_FAILED', DISCORD_WEBHOOK_UNKNOWN);
    }
    // Discord's or the network's own text goes to the log; the person is told what to do.
    if (error instanceof EgressError) {
      throw new AppError('CHANNEL_CONNECT_FAILED', DISCORD_UNREACHABLE, { cause: error });
    }
    if (error instanceof DiscordError) {
      throw new AppError('CHANNEL_CONNECT_FAILED', DISCORD_CHECK_FAILED, { cause: error });
    }
    throw error;
  }
  if (found.channelId !== body.channelId || !found.guildId) {
    throw new AppError('CHANNEL_CONNECT_FAILED', DISCORD_WEBHOOK_OTHER_CHANNEL);
  }

  const record = {
    id: randomId(DISCORD_CHANNEL_ID_LENGTH),
    workspaceUid: access.workspaceUid,
    agentId: access.agentId,
    channelId: body.channelId,
    guildId: found.guildId,
    webhookId: found.webhookId,
    webhookUrlEncrypted: deps.secretBox.seal(webhook.url),
  };
  const replaced = await deps.regions.db(access.region).transaction(async (tx) => {
    const gone = await tx
      .delete(discordChannels)
      .where(or(eq(discordChannels.agentId, access.agentId), eq(discordChannels.channelId, body.channelId)))
      .returning({ channelId: discordChannels.channelId });
    await tx.insert(discordChannels).values(record);
    return gone.map((row) => row.channelId);
  });
  // The channel answers for one agent: an agent of the other region that had it lets it go.
  for (const region of REGIONS.filter((other) => other !== access.region)) {
    await deps.regions
      .db(region)
      .delete(discordChannels)
      .where(and(eq(discordChannels.channelId, body.channelId), ne(discordChannels.agentId, access.agentId)));
  }
  await forgetDiscordChannels(deps.caches, [body.channelId, ...replaced]);
  await clearReconnectNeeded(deps.regions, access.region, access.agentId, 'discord');
  await recordChannelConnection(deps, access, { channelType: 'discord' });
  return getDiscordChannel(deps, access);
}
