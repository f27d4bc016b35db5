import { NOT_TAKEN_OVER_MESSAGE, type TranscriptMessage, VISITOR_TOKEN_TTL_SECONDS } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { CHANNEL_REPLY_QUEUE } from '../channels/index.js';
import type { ConversationChanges } from './conversation-changes.js';
import { toTranscriptMessage } from './conversation-summary.js';

/**
 * A member's reply in a conversation they took over; the visitor's live stream brings it at
 * once, and a job carries it to a messaging channel's conversation.
 */
export async function sendMemberReply(
  deps: { regions: Regions; conversationChanges: ConversationChanges; jobs: Jobs },
  access: WorkspaceAccess,
  conversationId: string,
  text: string,
): Promise<TranscriptMessage> {
  const memberId = access.principal.kind === 'user' ? access.principal.account.id : null;
  const stored = await deps.regions.db(access.region).transaction(async (tx) => {
    const [conversation] = await tx
      .select({ manualControl: conversations.manualControl, channel: conversations.channel })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), reachableRows(access, conversations)))
      .for('update');
    if (!conversation) throw notFound('Conversation not found.');
    if (!conversation.manualControl) throw new AppError('NOT_TAKEN_OVER', NOT_TAKEN_OVER_MESSAGE);
    const [row] = await tx
      .insert(messages)
      .values({ conversationId, role: 'assistant', sender: 'human', memberId, content: text })
      .returning();
    // The visitor's chat stays open while a member answers in it.
    await tx
      .update(conversations)
      .set({
        lastMessageAt: new Date(),
        handoffRequestedAt: null,
        visitorTokenExpiresAt: new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000),
      })
      .where(eq(conversations.id, conversationId));
    return { row: row!, channel: conversation.channel };
  });
  await deps.conversationChanges.publish({ region: access.region, workspaceUid: access.uid, conversationId });
  if (stored.channel !== 'web') {
    await deps.jobs.enqueue(access.region, CHANNEL_REPLY_QUEUE, { messageId: stored.row.id });
  }
  return toTranscriptMessage(stored.row);
}
