import { ACTIVE_SESSION_WINDOW_MS, ACTIVE_SESSIONS_MAX, type ActiveSession } from '@agent-platform/core';
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, conversations, messages } from '../../platform/db/schema/index.js';

/**
 * The workspace's conversations going on now: not ended, with a message (or their start) within
 * ACTIVE_SESSION_WINDOW_MS, the most recently active first.
 */
export async function listActiveSessions(
  regions: Regions,
  access: WorkspaceAccess,
  now = new Date(),
): Promise<ActiveSession[]> {
  const since = new Date(now.getTime() - ACTIVE_SESSION_WINDOW_MS);
  const rows = await regions
    .db(access.region)
    .select({
      conversationId: conversations.id,
      agentId: conversations.agentId,
      agentTitle: agents.title,
      channel: conversations.channel,
      startedAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      messageCount: count(messages.id),
    })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .leftJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.workspaceUid, access.uid),
        gte(conversations.lastMessageAt, since),
        isNull(conversations.endedAt),
      ),
    )
    .groupBy(conversations.id, agents.title)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(ACTIVE_SESSIONS_MAX);
  return rows.map((row) => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  }));
}
