import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../../platform/db/schema/index.js';
import { type ChannelDeps, channelAdapter } from './channel-adapters.js';

export const CHANNEL_REPLY_QUEUE = 'channel-reply';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [CHANNEL_REPLY_QUEUE]: { messageId: number };
  }
}

/**
 * Carries a member's reply to the person on the messaging channel the conversation is on. A
 * conversation whose agent was disconnected from the channel since has nowhere to send it: it
 * stays in the transcript.
 */
export async function deliverMemberReply(
  deps: ChannelDeps,
  region: Region,
  { messageId }: { messageId: number },
): Promise<void> {
  const [reply] = await deps.regions
    .db(region)
    .select({
      content: messages.content,
      conversationId: conversations.id,
      agentId: conversations.agentId,
      channel: conversations.channel,
      channelUserId: conversations.channelUserId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId))
    .limit(1);
  const adapter = reply && channelAdapter(reply.channel);
  if (!adapter || !reply.channelUserId) return;
  const { conversationId, agentId, channelUserId } = reply;
  await adapter.send(
    deps,
    { region, agentId, conversationId, channelUserId, replyMessageId: messageId },
    reply.content,
  );
}
