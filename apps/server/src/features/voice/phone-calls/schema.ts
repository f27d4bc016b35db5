import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../../agents/schema.js';
import { conversations } from '../../conversations/schema.js';
import { twilioNumbers } from '../../twilio-numbers/schema.js';
import { workspaces } from '../../workspaces/schema.js';

/**
 * One phone call to or from a workspace's number, keyed by Twilio's CallSid: while `in-progress`
 * it takes one of the workspace's concurrent call lines; `chargedAt` is set with its minutes'
 * charge. A call refused for want of a free line is kept as `busy`.
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    callSid: text('call_sid').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    numberId: text('number_id')
      .notNull()
      .references(() => twilioNumbers.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    status: text('status', { enum: ['in-progress', 'completed', 'busy'] }).notNull(),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    recordingUrl: text('recording_url'),
  },
  (t) => [
    index('phone_calls_workspace_idx').on(t.workspaceUid, t.status, t.startedAt),
    index('phone_calls_conversation_idx').on(t.conversationId),
  ],
);
