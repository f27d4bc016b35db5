import { MESSAGING_CHANNELS } from '@agent-platform/core';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../../agents/schema.js';

/**
 * Channels that need their owner to connect them again (issue: channel health): a provider said
 * the token expired, or the daily check found a Telegram webhook unset or failing. One row per
 * agent and channel while it lasts; connecting the channel again clears it.
 */
export const channelHealth = pgTable(
  'channel_health',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGING_CHANNELS }).notNull(),
    reason: text('reason').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.channel] })],
);
