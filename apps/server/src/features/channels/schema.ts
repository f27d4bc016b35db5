import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * A Telegram bot that brings an agent its chats (spec 000 §3 "Telegram bot"), keyed by the bot's
 * id (its token's part before the colon). The token is kept only encrypted; of the secret
 * Telegram sends back with every update, only the hash.
 */
export const telegramBots = pgTable(
  'telegram_bots',
  {
    botId: text('bot_id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    botTokenEncrypted: text('bot_token_encrypted').notNull(),
    webhookSecretHash: text('webhook_secret_hash').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_bots_agent_idx').on(t.agentId)],
);
