import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from '../../agents/schema.js';
import { workspaces } from '../../workspaces/schema.js';

/**
 * Discord channels connected to agents (spec 000 §3 "Discord channel"): messages in the channel
 * reach the agent through the platform bot, and replies go out through the channel's webhook. A
 * Discord channel answers for one agent of the region, and an agent has one Discord channel. The
 * webhook URL holds the webhook's token, so it is kept encrypted.
 */
export const discordChannels = pgTable(
  'discord_channels',
  {
    /** 15 random characters (spec 000 §9). */
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    /** The server (guild) the webhook belongs to, as Discord reported it at save. */
    guildId: text('guild_id').notNull(),
    /** The public part of the webhook URL, to show which webhook is saved without its token. */
    webhookId: text('webhook_id').notNull(),
    webhookUrlEncrypted: text('webhook_url_encrypted').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discord_channels_agent_idx').on(t.agentId),
    uniqueIndex('discord_channels_channel_idx').on(t.channelId),
  ],
);
