import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema.js';
import { workspaces } from '../workspaces/schema.js';

/** A conversation between a visitor and an agent (widget, and later the channels). */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('web'),
    /** Who the conversation is with on a messaging channel (a Telegram chat id): one conversation each, per agent. */
    channelUserId: text('channel_user_id'),
    /** sha256 of the visitor's short-lived token; only its holder may read or write here. */
    visitorTokenHash: text('visitor_token_hash').notNull().unique(),
    visitorTokenExpiresAt: timestamp('visitor_token_expires_at', { withTimezone: true }).notNull(),
    /** The node of the agent's flow this conversation is at (nodes runtime); null before the first turn. */
    currentNodeId: text('current_node_id'),
    /** Set when the flow reached an `end` node: the conversation takes no more messages. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A member took the conversation over (spec 002 §3.1 `manualControl`, per conversation): the
     * AI does not answer until it is handed back. `takenOverBy` is the member's user id.
     */
    manualControl: boolean('manual_control').notNull().default(false),
    takenOverBy: text('taken_over_by'),
    takenOverAt: timestamp('taken_over_at', { withTimezone: true }),
    /** The visitor asked for a human and no member has answered yet. */
    handoffRequestedAt: timestamp('handoff_requested_at', { withTimezone: true }),
    /** When the conversation first went to a person (asked for, or taken over); kept for Analytics. */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    tags: text('tags').array().notNull().default([]),
    /** The member the conversation is delegated to (user id). */
    delegatedTo: text('delegated_to'),
    countryCode: text('country_code'),
    /**
     * When the visitor's first message was stored. Whoever sets it tells the members who asked to
     * hear of every conversation, so they are told once.
     */
    firstVisitorMessageAt: timestamp('first_visitor_message_at', { withTimezone: true }),
    /** When a member last opened the transcript; later visitor messages are unread. */
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_channel_user_idx')
      .on(t.agentId, t.channel, t.channelUserId)
      .where(sql`${t.channelUserId} is not null`),
    index('conversations_agent_idx').on(t.agentId, t.lastMessageAt),
    index('conversations_workspace_idx').on(t.workspaceUid, t.lastMessageAt),
  ],
);

/**
 * One message. A visitor's message carries the id its sender chose (`clientMessageId`), so a
 * message sent twice is stored, answered and charged once.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** For an answer, who wrote it (spec 002 §3.14 message sender): the AI, or a member who took over. */
    sender: text('sender', { enum: ['ai', 'human'] }),
    /** The member who wrote a `human` answer (user id). */
    memberId: text('member_id'),
    clientMessageId: text('client_message_id'),
    /** For an answer: the visitor message it answers. */
    replyTo: text('reply_to'),
    /** For an answer: `model` or `local` (the local responder). */
    responder: text('responder'),
    modelId: text('model_id'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }),
    /** Rich elements of an answer (UI engine: buttons, carousel, cards, video, lead form). */
    parts: jsonb('parts').$type<unknown[]>(),
    /** What the debugger shows for an answer: retrieved chunks, tool calls, node transitions. */
    trace: jsonb('trace').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_id_idx').on(t.conversationId, t.role, t.clientMessageId),
    uniqueIndex('messages_reply_to_idx').on(t.conversationId, t.replyTo),
  ],
);
