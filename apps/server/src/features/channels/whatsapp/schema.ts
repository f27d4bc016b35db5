import { bigint, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../../agents/schema.js';
import { conversations, messages } from '../../conversations/schema.js';
import { workspaces } from '../../workspaces/schema.js';

/**
 * A WhatsApp number connected to an agent by the New Method (spec 000 §3 "WhatsApp number"),
 * keyed by the number's id at Meta: one agent answers a number, and connecting it elsewhere moves
 * it. The business's long-lived token is kept only encrypted. A failed connection is kept as
 * PENDING with Meta's reason, and only a CONNECTED number brings or sends messages.
 */
export const waNumbers = pgTable(
  'wa_numbers',
  {
    phoneId: text('phone_id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    wabaId: text('waba_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    verifiedName: text('verified_name'),
    longAccessTokenEncrypted: text('long_access_token_encrypted').notNull(),
    status: text('status', { enum: ['CONNECTED', 'PENDING'] }).notNull(),
    failureReason: text('failure_reason'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wa_numbers_agent_idx').on(t.agentId), index('wa_numbers_workspace_idx').on(t.workspaceUid)],
);

/**
 * An agent's latest 'Continue With Meta' sign-in for WhatsApp: the long-lived token the sign-in
 * code was exchanged for (encrypted; it never goes back to the browser) and the business account
 * the embedded signup reported, from which numbers are listed and connected.
 */
export const waSignIns = pgTable('wa_sign_ins', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  longAccessTokenEncrypted: text('long_access_token_encrypted'),
  wabaId: text('waba_id'),
  signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Legacy Method's WhatsApp connection of an agent (spec 000 §3 agent fields waTestNumber,
 * whatsappToken, whatsappBusniessId, whatsappNumberId, waVerifyPassed): the token is kept here
 * only encrypted, so no agent document or answer carries it.
 */
export const waLegacyChannels = pgTable('wa_legacy_channels', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  whatsappNumberId: text('whatsapp_number_id').notNull(),
  whatsappBusniessId: text('whatsapp_busniess_id').notNull(),
  waTestNumber: text('wa_test_number').notNull(),
  whatsappTokenEncrypted: text('whatsapp_token_encrypted').notNull(),
  waVerifyPassed: boolean('wa_verify_passed').notNull().default(false),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person who wrote to an agent on WhatsApp: the business number they wrote to (replies go out
 * from it) and when they last wrote, which opens WhatsApp's 24-hour customer service window.
 */
export const waContacts = pgTable(
  'wa_contacts',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    waId: text('wa_id').notNull(),
    phoneId: text('phone_id').notNull(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.waId] })],
);

/**
 * A member's reply WhatsApp would not take as free text (outside the 24-hour window), with the
 * reason; the conversation offers an approved template instead, and notes the one sent.
 */
export const waUndeliveredReplies = pgTable(
  'wa_undelivered_replies',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    templateName: text('template_name'),
    templateSentAt: timestamp('template_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wa_undelivered_conversation_idx').on(t.conversationId)],
);
