import type { DashboardTabKey, OrgSettings } from '@agent-platform/core';
import { bigint, boolean, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/**
 * Spec 002 §3.9 "Organisation": a client organisation of the workspace's agency, and which agents
 * (widgetIDs) an organisation shows. A workspace's own org has its uid; its other columns keep
 * their defaults. Listed fields are columns; the client settings are one document parsed with the
 * core schema on every write.
 */
export const orgs = pgTable(
  'orgs',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    widgetIDs: jsonb('widget_ids').$type<string[]>().notNull().default([]),
    /** Spec 002 §3.9: the tags members pick from in Chats; with `disallowAnyTags`, the only ones allowed. */
    predefinedTags: text('predefined_tags').array().notNull().default([]),
    disallowAnyTags: boolean('disallow_any_tags').notNull().default(false),
    name: text('name').notNull().default('New Organization'),
    squarePhotoURL: text('square_photo_url'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    dashboardLayout: text('dashboard_layout', { enum: ['vertical', 'horizontal'] })
      .notNull()
      .default('vertical'),
    defaultClientAccess: jsonb('default_client_access').$type<DashboardTabKey[]>().notNull().default([]),
    defaultClientTabOrder: jsonb('default_client_tab_order').$type<string[]>().notNull().default([]),
    disableHandoff: boolean('disable_handoff').notNull().default(false),
    allowBilling: boolean('allow_billing').notNull().default(false),
    settings: jsonb('settings').$type<Partial<OrgSettings>>().notNull().default({}),
    /** The organisation's credit balance (spec 002 §3.9 loadTokens); written only by features/billing. */
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** What its agents' answers still streaming hold of its balance (see workspaces.heldCredits). */
    heldCredits: numeric('held_credits', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  // Lets a client row name its org and workspace together, so it cannot sit in another workspace's org.
  (t) => [unique('orgs_id_workspace_unique').on(t.id, t.workspaceUid)],
);
