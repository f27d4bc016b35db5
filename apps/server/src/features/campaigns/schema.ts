import type { CampaignKind, CampaignStatus, ContactState } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema.js';
import { conversations } from '../conversations/schema.js';
import { workspaces } from '../workspaces/schema.js';

/** An agent's outreach to a list of contacts (the Leads & Campaigns tab). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CampaignKind>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    stoppedReason: text('stopped_reason'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull(),
    /** Days of the week contacts may be reached, 0 being Sunday. */
    days: jsonb('days').$type<number[]>().notNull(),
    hoursFrom: text('hours_from').notNull(),
    hoursTo: text('hours_to').notNull(),
    template: jsonb('template').$type<{ name: string; language: string; variables: string[] } | null>(),
    openingLine: text('opening_line'),
    maxSimultaneous: integer('max_simultaneous').notNull().default(1),
    retryCount: integer('retry_count').notNull().default(0),
    retrySpacingMinutes: integer('retry_spacing_minutes').notNull().default(60),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('campaigns_workspace_idx').on(t.workspaceUid, t.createdAt)],
);

/**
 * One person a campaign reaches, once per number. `dispatchedAt` is set, in its own commit,
 * before anything goes out to them: a contact with it set is never sent to again, so a process
 * killed mid-send can never message anyone twice. `dispatchedBy` is that process's mark: once it
 * is gone, a send it never recorded is known to be cut short.
 */
export const campaignContacts = pgTable(
  'campaign_contacts',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    timeZone: text('time_zone'),
    state: text('state').$type<ContactState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    dispatchedBy: integer('dispatched_by'),
    /** Voice: the call placed to the contact, until its final status comes. */
    callSid: text('call_sid'),
    /** Voice: no call before this time, after a no-answer or busy line. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    cost: numeric('cost', { mode: 'number' }).notNull().default(0),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    /** Where the contact came in the list: the order of the imported file, then of later additions. */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_contacts_phone_key').on(t.campaignId, t.phone),
    index('campaign_contacts_queued_idx')
      .on(t.campaignId, t.position)
      .where(sql`state = 'queued' and dispatched_at is null`),
    index('campaign_contacts_conversation_idx').on(t.conversationId),
  ],
);

/** Numbers the workspace must not reach out to: people who said stop, and numbers added by hand. */
export const doNotContact = pgTable(
  'do_not_contact',
  {
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceUid, t.phone] })],
);
