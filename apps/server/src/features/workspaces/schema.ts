import type { NotifyIf, NotifyThrough, WorkspaceLimits, WorkspacePermission } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * What the workspace's answers still streaming hold of its balance: the sum of its
     * `credit_reservations` rows (those no organisation pays), kept beside the balance so that a
     * reservation is one conditional update. Written only by features/billing.
     */
    heldCredits: numeric('held_credits', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    plan: text('plan').notNull().default('free'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    limits: jsonb('limits').$type<WorkspaceLimits>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Spec 002 §3.6: its owner finished (or skipped) the onboarding wizard; until then sign-in leads there. */
    isAgentOnboardingDone: boolean('is_agent_onboarding_done').notNull().default(false),
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
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    /** The member's own permission strings, narrowing the role's; null: the role's defaults. */
    permissions: text('permissions').array().$type<WorkspacePermission[]>(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member's own notification settings for this workspace; defaults as core's DEFAULT_NOTIFICATION_SETTINGS. */
    notifyThrough: text('notify_through').$type<NotifyThrough>().notNull().default('all'),
    notifyIf: text('notify_if').$type<NotifyIf>().notNull().default('requestsOnly'),
  },
  (t) => [primaryKey({ columns: [t.workspaceUid, t.email] }), index('workspace_members_email_idx').on(t.email)],
);

/**
 * A pending invitation to a workspace (spec 001 §2, §7): one per workspace and email. The join
 * link carries the secret; only its hash is kept. Inviting again replaces it.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceUid, t.email] })],
);
