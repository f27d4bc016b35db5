import { bigint, boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/** Spec 000 §3 "Organisation": which agents (widgetIDs) an organisation shows. A workspace's own org has its uid. */
export const orgs = pgTable('orgs', {
  id: text('id').primaryKey(),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  widgetIDs: jsonb('widget_ids').$type<string[]>().notNull().default([]),
  /** Spec 002 §3.9: the tags members pick from in Chats; with `disallowAnyTags`, the only ones allowed. */
  predefinedTags: text('predefined_tags').array().notNull().default([]),
  disallowAnyTags: boolean('disallow_any_tags').notNull().default(false),
  lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
});
