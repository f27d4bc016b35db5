import type { AgencyDocument } from '@agent-platform/core';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/**
 * The agency of a workspace (spec 001 §3 "Agency"): its owner's brand and client settings. One per
 * workspace, created on the first save. What is looked up is a column; the rest is one document
 * parsed with the core schema on every write.
 */
export const agencies = pgTable(
  'agencies',
  {
    workspaceUid: text('workspace_uid')
      .primaryKey()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<AgencyDocument>().notNull(),
    /** sha256 of the admin link's secret, for lookup; the secret itself is kept encrypted. Null: no link yet. */
    adminSecretHash: text('admin_secret_hash'),
    adminSecretEncrypted: text('admin_secret_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agencies_admin_secret_idx').on(t.adminSecretHash)],
);
