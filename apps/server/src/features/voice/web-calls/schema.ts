import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../../agents/schema.js';
import { conversations } from '../../conversations/schema.js';
import { workspaces } from '../../workspaces/schema.js';

/**
 * Calls a visitor places from the widget's chat (web calls). The call's words are the
 * conversation's messages; this row counts its time. Ending a call bills its minutes once: the
 * end sets `endedAt` only while it is empty, and the charge's idempotency key is the call's id.
 */
export const webCalls = pgTable(
  'web_calls',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 'browser' or 'deepgram': who heard and spoke, which sets the minute price. */
    speech: text('speech', { enum: ['browser', 'deepgram'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seconds: integer('seconds'),
    minutes: integer('minutes'),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }),
  },
  (t) => [
    index('web_calls_agent_idx').on(t.agentId, t.startedAt),
    index('web_calls_conversation_idx').on(t.conversationId),
  ],
);
