import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea.js';
import { agents } from '../agents/schema.js';
import { conversations } from '../conversations/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * A file a visitor attached in the chat (`acceptFileUpload`), or one uploaded from the dashboard
 * (spec 000 §7 uploadFile). Served from our own origin with a one-year cache header.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The stored name: 8 random characters plus the original extension (spec 000 §5 "Uploader"). */
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_conversation_idx').on(t.conversationId)],
);
