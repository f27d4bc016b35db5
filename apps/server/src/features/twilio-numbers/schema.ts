import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * A phone number the workspace bought through Twilio (spec 002 §3.10: number, friendlyName). A
 * released number is kept with `releasedAt`: it still takes its phone slot until the billing
 * cycle ends (spec 002 §8.4). `id` is ours and names the number in its voice webhook paths.
 */
export const twilioNumbers = pgTable(
  'twilio_numbers',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    friendlyName: text('friendly_name').notNull(),
    /** Twilio's IncomingPhoneNumber sid (PN...). */
    twilioSid: text('twilio_sid').notNull(),
    /** The agent that answers the number's calls. */
    agentId: text('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('twilio_numbers_workspace_idx').on(t.workspaceUid, t.purchasedAt),
    index('twilio_numbers_agent_idx').on(t.agentId),
    uniqueIndex('twilio_numbers_held_idx').on(t.number).where(sql`${t.releasedAt} is null`),
  ],
);
