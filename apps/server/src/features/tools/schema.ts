import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/**
 * A workspace's tools (Functions page, spec 002 §3.2). The server URL's secret is kept only
 * encrypted and is never returned; agents pick tools through `assignedToolsIds`.
 */
export const tools = pgTable(
  'tools',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    fields: jsonb('fields').$type<unknown[]>().notNull().default([]),
    serverUrl: text('server_url').notNull(),
    serverUrlSecretEncrypted: text('server_url_secret_encrypted'),
    /** Who created the tool (spec: userId). */
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tools_workspace_name_idx').on(t.workspaceUid, t.name)],
);
