import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from '../../features/agents/schema.js';

/**
 * What providers deliver to our webhooks, kept before the provider is answered and then
 * processed by the inbox's workers: the table is their queue. Nothing acknowledged is lost, and an
 * event delivered again (same provider and event id) is kept and processed once. A worker claims
 * an event before processing it; a claim lapses if its process dies. A regional table: an event
 * is kept where its data lives.
 */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who sent it, in the words of the code that processes it: `telegram`, `whatsapp`, `stripe`... */
    provider: text('provider').notNull(),
    /** The provider's id for the event: the same id again is the same event. */
    eventId: text('event_id').notNull(),
    /** The agent the event is for, when it is for one (a channel's message); its events go with it. */
    agentId: text('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    /** The event as the provider sent it: the request's body, or this event's part of a delivery of several. */
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The process mark (`ProcessMark`) of the worker processing it: its claim ends with that process. */
    claimedBy: integer('claimed_by'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** How many times a worker took the event up; more than one means an attempt failed or its worker died. */
    attempts: integer('attempts').notNull().default(0),
    /** How many times its processing failed; it is retried from `retryAt` until it has failed too often. */
    failures: integer('failures').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** Failed too often, or its processes died too often: kept for a person to look at, never taken up again. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_inbox_event_idx').on(t.provider, t.eventId),
    // Processed events stay. The workers claim, and the metrics count, only the pending ones.
    index('webhook_inbox_pending_idx').on(t.id).where(sql`${t.processedAt} is null and ${t.gaveUpAt} is null`),
  ],
);
