import { CONVERSATIONS_PAGE_SIZE, type ConversationList, type ConversationListQuery } from '@agent-platform/core';
import { and, desc, eq, exists, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type SummaryRow, summaryColumns, toSummary } from './conversation-summary.js';

/** The workspace's conversations, latest activity first, filtered as the Chats tab asks, a page at a time. */
export async function listConversations(
  regions: Regions,
  access: WorkspaceAccess,
  query: ConversationListQuery,
): Promise<ConversationList> {
  const db = regions.db(access.region);
  // A chat nobody wrote in (a visitor who only opened the widget, the Widget tab's preview) is
  // not a conversation to read: greetings are not stored, so it has no message.
  const written = (conditions?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(messages)
        .where(and(eq(messages.conversationId, conversations.id), conditions)),
    );
  const filters: (SQL | undefined)[] = [reachableRows(access, conversations)];
  if (query.agentId) filters.push(eq(conversations.agentId, query.agentId));
  if (query.channel) filters.push(eq(conversations.channel, query.channel));
  if (query.tag) filters.push(sql`${query.tag} = any(${conversations.tags})`);
  if (query.from) filters.push(gte(conversations.lastMessageAt, new Date(query.from)));
  if (query.to) filters.push(lte(conversations.createdAt, new Date(query.to)));
  if (query.state === 'human') filters.push(eq(conversations.manualControl, true));
  if (query.state === 'handoff') {
    filters.push(eq(conversations.manualControl, false), isNotNull(conversations.handoffRequestedAt));
  }
  if (query.state === 'ai')
    filters.push(eq(conversations.manualControl, false), isNull(conversations.handoffRequestedAt));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(written(ilike(messages.content, pattern)));
  } else filters.push(written());
  if (query.cursor) {
    const after = readCursor(query.cursor);
    const at = sql`${after.at}::timestamptz`;
    filters.push(
      or(
        sql`${conversations.lastMessageAt} < ${at}`,
        and(sql`${conversations.lastMessageAt} = ${at}`, lt(conversations.id, after.id)),
      ),
    );
  }
  const rows = (await db
    .select({ ...summaryColumns, position: sql<string>`"conversations"."last_message_at"::text` })
    .from(conversations)
    .where(and(...filters))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1)) as (SummaryRow & { position: string })[];
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    conversations: page.map(toSummary),
    nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? writeCursor(last.position, last.id) : null,
  };
}

// The cursor is the last row's place in the order: its activity time as the database wrote it
// (microseconds, which a JS Date would round away) and its id.
const writeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function readCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && TIMESTAMP.test(at) && typeof id === 'string') return { at, id };
  } catch {}
  throw new AppError('VALIDATION_FAILED', 'This page link is not valid. Please reload the list.');
}
