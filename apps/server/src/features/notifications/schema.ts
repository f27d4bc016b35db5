import type { NotificationLevel, NotificationSource, WorkspaceRole } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/schema.js';
import { orgs } from '../orgs/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * The bell's notifications (spec 001: the organisation's `notifications-1` and `notifications-2`,
 * one table with a level). With neither `notifyOnly` nor `notifyRoles` every member sees it;
 * otherwise the members named by email, and those of the roles named.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    level: smallint('level').$type<NotificationLevel>().notNull(),
    source: text('source').$type<NotificationSource>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    urlPathname: text('url_pathname').notNull(),
    notifyOnly: text('notify_only').array(),
    notifyRoles: text('notify_roles').array().$type<WorkspaceRole[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_workspace_level_idx').on(t.workspaceUid, t.level, sql`${t.createdAt} desc`)],
);

/** Who has seen which notification: seen is per member, not per workspace. */
export const notificationSeen = pgTable(
  'notification_seen',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.email] })],
);

/**
 * An organisation's notifications (spec 001: `notifications-1` and `notifications-2` of the
 * organisation, `notifyOnly` the client ids): raised with the workspace's own when it is about an
 * agent, for the clients of the organisation whose widgetIDs hold that agent.
 */
export const orgNotifications = pgTable(
  'org_notifications',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceUid: text('workspace_uid').notNull(),
    /**
     * The agent it is about: a client who no longer has the agent no longer sees it. Null: about the
     * organisation itself (its plan, its payments), for every client it names.
     */
    agentId: text('agent_id'),
    level: smallint('level').$type<NotificationLevel>().notNull(),
    source: text('source').$type<NotificationSource>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    urlPathname: text('url_pathname').notNull(),
    notifyOnly: text('notify_only').array().notNull(),
    /** What it tells once, such as one refused invoice: the same key again raises nothing. */
    onceKey: text('once_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.orgId, t.workspaceUid], foreignColumns: [orgs.id, orgs.workspaceUid] }).onDelete(
      'cascade',
    ),
    index('org_notifications_org_level_idx').on(t.orgId, t.level, sql`${t.createdAt} desc`),
    uniqueIndex('org_notifications_once_idx').on(t.orgId, t.onceKey),
  ],
);

/** Which client has seen which of its organisation's notifications: seen is per client. */
export const orgNotificationSeen = pgTable(
  'org_notification_seen',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => orgNotifications.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.clientId] })],
);
