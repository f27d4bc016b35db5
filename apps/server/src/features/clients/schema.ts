import type { ClientPageKey, OnboardingCompany, OnboardingGoal } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgs } from '../orgs/schema.js';
import { workspaces } from '../workspaces/schema.js';

/** Spec 002 §3.8 "Client user": a person of an agency's client organisation who signs in to its dashboard. */
export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Saved lower-cased and trimmed; unique across every agency, in every region. */
    email: text('email').notNull(),
    /** The dashboard password sealed with the server key: the owner reads it to hand it over. */
    dashboardPasswordSealed: text('dashboard_password_sealed').notNull(),
    /** Its argon2id hash, which sign-in checks. */
    dashboardPasswordHash: text('dashboard_password_hash').notNull(),
    /** Bumped on every new password, so sessions started with an older one end ('Please login again.'). */
    passwordVersion: integer('password_version').notNull().default(1),
    canAccess: jsonb('can_access').$type<ClientPageKey[]>().notNull().default([]),
    clientTabOrder: jsonb('client_tab_order').$type<string[]>().notNull().default([]),
    isAdmin: boolean('is_admin').notNull().default(false),
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    allowCreateAgents: boolean('allow_create_agents').notNull().default(false),
    canDelegateChats: boolean('can_delegate_chats').notNull().default(false),
    hideAdvancedSettings: boolean('hide_advanced_settings').notNull().default(false),
    widgetIDs: jsonb('widget_ids').$type<string[]>().notNull().default([]),
    notifyThrough: text('notify_through', { enum: ['email', 'push', 'all', 'none'] })
      .notNull()
      .default('all'),
    notifyIf: text('notify_if', { enum: ['all', 'requestsOnly', 'none'] })
      .notNull()
      .default('all'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    squarePhotoURL: text('square_photo_url'),
    status: text('status', { enum: ['online', 'offline'] })
      .notNull()
      .default('offline'),
    isNewSignup: boolean('is_new_signup').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** What the client told the onboarding wizard (its goals, spec 002 §3.10's company); null before it finished. */
    onboarding: jsonb('onboarding').$type<{ goals: OnboardingGoal[]; company: OnboardingCompany | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The org and the workspace together: a client cannot belong to another workspace's org.
    foreignKey({ columns: [t.orgId, t.workspaceUid], foreignColumns: [orgs.id, orgs.workspaceUid] }).onDelete(
      'cascade',
    ),
    uniqueIndex('clients_email_idx').on(sql`lower(${t.email})`),
    index('clients_org_idx').on(t.orgId, t.createdAt),
    index('clients_workspace_idx').on(t.workspaceUid),
  ],
);

/**
 * A client's signed-in browser (spec 001 §4 "Client session"): its own sessions, apart from the
 * owners', in the client's region. The password version it began with must still be the client's.
 */
export const clientSessions = pgTable(
  'client_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    passwordVersion: integer('password_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('client_sessions_client_idx').on(t.clientId)],
);
