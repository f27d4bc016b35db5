import type { EventDeliveryStatus, WorkspaceEventType } from '@agent-platform/core';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/** The workspace's `internal.events` (spec 002 §3.6): its endpoint and the event types it receives. */
export const eventSettings = pgTable('event_settings', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  /** Empty: no endpoint, nothing is sent. */
  endpoint: text('endpoint').notNull().default(''),
  subscribedEvents: text('subscribed_events').array().$type<WorkspaceEventType[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each event sent to the workspace's endpoint, with its attempts; the owner reads and replays them. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    type: text('type').$type<WorkspaceEventType>().notNull(),
    /** The event's payload without the workspace secret, which is added as it is sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The endpoint when the event happened: its retries go there. */
    endpoint: text('endpoint').notNull(),
    status: text('status').$type<EventDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    replayOf: text('replay_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('event_deliveries_workspace_idx').on(t.workspaceUid, t.createdAt)],
);

/** What `POST /workspace/{userId}/logs` wrote (spec 002 §7.6), read on the Events page. */
export const workspaceLogs = pgTable(
  'workspace_logs',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    agentId: text('agent_id'),
    channel: text('channel'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    withEmail: boolean('with_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_logs_workspace_idx').on(t.workspaceUid, t.createdAt)],
);
