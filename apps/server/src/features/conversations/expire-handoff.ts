import { HANDOFF_TIMEOUT_MESSAGE, type Region } from '@agent-platform/core';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages } from '../../platform/db/schema/index.js';
import type { ConversationChanges } from './conversation-changes.js';

export const HANDOFF_TIMEOUT_QUEUE = 'handoff-timeout';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [HANDOFF_TIMEOUT_QUEUE]: { conversationId: string; timeoutSeconds: number };
  }
}

/**
 * A handoff request's time is up. If no member has taken the chat, the request ends and the AI
 * tells the visitor it carries on. A request made again since is younger than the timeout (less
 * the second a job may start early) and is left to its own job.
 */
export async function expireHandoff(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  region: Region,
  { conversationId, timeoutSeconds }: { conversationId: string; timeoutSeconds: number },
): Promise<void> {
  const expired = await deps.regions.db(region).transaction(async (tx) => {
    const [conversation] = await tx
      .update(conversations)
      .set({ handoffRequestedAt: null, lastMessageAt: new Date() })
      .where(
        and(
          eq(conversations.id, conversationId),
          eq(conversations.manualControl, false),
          lte(conversations.handoffRequestedAt, sql`now() - make_interval(secs => ${Math.max(0, timeoutSeconds - 1)})`),
        ),
      )
      .returning({ workspaceUid: conversations.workspaceUid });
    if (!conversation) return undefined;
    await tx.insert(messages).values({
      conversationId,
      role: 'assistant',
      sender: 'ai',
      responder: 'handoff-timeout',
      content: HANDOFF_TIMEOUT_MESSAGE,
    });
    return conversation;
  });
  if (expired) await deps.conversationChanges.publish({ region, workspaceUid: expired.workspaceUid, conversationId });
}
