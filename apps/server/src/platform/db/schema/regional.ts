import type { WorkspaceLimits } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Regional tables: each region's database holds its own copy of these. */

export const workspaces = pgTable(
  'workspaces',
  {
    uid: text('uid').primaryKey(),
    ownerId: text('owner_id').notNull(),
    /** The workspace made for its owner at first sign-in; one per owner. */
    isPersonal: boolean('is_personal').notNull().default(false),
    workspaceName: text('workspace_name').notNull(),
    /** sha256 of the bearer secret, for lookup; the secret itself is kept encrypted. */
    secretHash: text('secret_hash').notNull().unique(),
    secretEncrypted: text('secret_encrypted').notNull(),
    photoURL: text('photo_url'),
    loadTokens: numeric('load_tokens', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    plan: text('plan').notNull().default('free'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    limits: jsonb('limits').$type<WorkspaceLimits>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspaces_one_personal_idx').on(t.ownerId).where(sql`${t.isPersonal}`)],
);

/** Membership is by email (spec: workspaceEmails), so an invitee can join before having an account. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceUid, t.email] }), index('workspace_members_email_idx').on(t.email)],
);

/** Append-only: a balance changes only in the same transaction as its row. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    delta: numeric('delta', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_workspace_idx').on(t.workspaceUid, t.createdAt)],
);

export const agents = pgTable(
  'agents',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    roundedImageURL: text('rounded_image_url'),
    starred: boolean('starred').notNull().default(false),
    /** Milliseconds since epoch, as the spec's agent documents carry it. */
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agents_workspace_modified_idx').on(t.workspaceUid, t.lastModified)],
);
