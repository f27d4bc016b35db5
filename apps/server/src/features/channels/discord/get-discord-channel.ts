import {
  DISCORD_WEBHOOK_ORIGINS,
  type DiscordChannelSettings,
  hiddenWebhookToken,
  parseDiscordWebhookUrl,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { discordChannels } from '../../../platform/db/schema/index.js';
import { discordInviteUrl } from '../../../providers/discord/bot.js';
import type { DiscordDeps } from './discord-deps.js';

/**
 * Where webhook URLs may point: Discord's own addresses, and the Discord API this server is
 * configured with (the same in production; a test Discord otherwise).
 */
export function discordWebhookOrigins(deps: Pick<DiscordDeps, 'config'>): string[] {
  const configured = new URL(deps.config.providers.discord.apiUrl).origin;
  return [...new Set<string>([...DISCORD_WEBHOOK_ORIGINS, configured])];
}

/** The Discord modal's content: the saved channel (webhook token hidden) and the platform bot's invite link. */
export async function getDiscordChannel(deps: DiscordDeps, access: AgentAccess): Promise<DiscordChannelSettings> {
  const [row] = await deps.regions
    .db(access.region)
    .select()
    .from(discordChannels)
    .where(eq(discordChannels.agentId, access.agentId))
    .limit(1);
  const { botToken, applicationId } = deps.config.providers.discord;
  const origins = discordWebhookOrigins(deps);
  const webhook = row && parseDiscordWebhookUrl(deps.secretBox.open(row.webhookUrlEncrypted), origins);
  return {
    channel: row
      ? {
          ID: row.id,
          channelId: row.channelId,
          guildId: row.guildId,
          webhookUrl: webhook ? hiddenWebhookToken(webhook) : '',
        }
      : null,
    botAvailable: botToken !== undefined,
    inviteUrl: botToken && applicationId ? discordInviteUrl(applicationId) : null,
    webhookOrigins: origins,
  };
}
