import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema.js';
import { conversations } from '../conversations/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * A visitor's contact details, captured by the chat's lead form (spec 002 §2.1 Leads tab). One
 * per conversation: sending the form again updates it. `origin` is where the visitor came from
 * (spec 002 §3.14 contact origins, plus `web` for the widget).
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .unique()
      .references(() => conversations.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    origin: text('origin').notNull(),
    status: text('status').notNull().default('new'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_workspace_idx').on(t.workspaceUid, t.createdAt)],
);
