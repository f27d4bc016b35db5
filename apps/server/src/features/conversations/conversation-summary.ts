import type { ConversationState, ConversationSummary, RichPart, TranscriptMessage } from '@agent-platform/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Db } from '../../platform/db/regions.js';
import { conversations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

const PREVIEW_LENGTH = 140;

/** The columns a summary is made of, with the preview and the unread count read alongside. */
export const summaryColumns = {
  id: conversations.id,
  agentId: conversations.agentId,
  channel: conversations.channel,
  countryCode: conversations.countryCode,
  lastMessageAt: conversations.lastMessageAt,
  createdAt: conversations.createdAt,
  tags: conversations.tags,
  manualControl: conversations.manualControl,
  handoffRequestedAt: conversations.handoffRequestedAt,
  delegatedTo: conversations.delegatedTo,
  endedAt: conversations.endedAt,
  // Spelled out: inside a select, drizzle names columns without their table, which a subquery
  // on another table would read as its own.
  // The visitor's latest words say what the chat is about; the latest message stands in until they write.
  // coalesce reads the second subquery only when the first finds nothing; both walk messages_conversation_idx.
  preview: sql<string | null>`coalesce(
    (select left(m.content, ${PREVIEW_LENGTH}) from messages m
      where m.conversation_id = "conversations"."id" and m.role = 'user' order by m.id desc limit 1),
    (select left(m.content, ${PREVIEW_LENGTH}) from messages m
      where m.conversation_id = "conversations"."id" order by m.id desc limit 1))`,
  unread: sql<number>`(select count(*)::int from messages m
    where m.conversation_id = "conversations"."id" and m.role = 'user'
    and ("conversations"."member_read_at" is null or m.created_at > "conversations"."member_read_at"))`,
};

interface SummaryRow {
  id: string;
  agentId: string;
  channel: string;
  countryCode: string | null;
  lastMessageAt: Date;
  createdAt: Date;
  tags: string[];
  manualControl: boolean;
  handoffRequestedAt: Date | null;
  delegatedTo: string | null;
  endedAt: Date | null;
  preview: string | null;
  unread: number;
}

export const stateOf = (row: { manualControl: boolean; handoffRequestedAt: Date | null }): ConversationState =>
  row.manualControl ? 'human' : row.handoffRequestedAt ? 'handoff' : 'ai';

export function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    agentId: row.agentId,
    channel: row.channel,
    countryCode: row.countryCode,
    preview: row.preview,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    unread: Number(row.unread),
    tags: row.tags,
    state: stateOf(row),
    manualControl: row.manualControl,
    delegatedTo: row.delegatedTo,
    ended: row.endedAt !== null,
  };
}

/** One conversation of the workspace; another workspace's is 404. */
export async function findSummary(db: Db, access: WorkspaceAccess, conversationId: string, where?: SQL) {
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), reachableRows(access, conversations), where))
    .limit(1);
  if (!row) throw notFound('Conversation not found.');
  return toSummary(row as SummaryRow);
}

export function toTranscriptMessage(row: {
  id: number;
  role: 'user' | 'assistant';
  sender: 'ai' | 'human' | null;
  content: string;
  createdAt: Date;
  parts: unknown[] | null;
}): TranscriptMessage {
  return {
    id: row.id,
    role: row.role,
    sender: row.sender,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(row.parts ? { parts: row.parts as RichPart[] } : {}),
  };
}

export type { SummaryRow };
