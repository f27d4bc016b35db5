import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages } from '../../platform/db/schema/index.js';
import type { ConversationChanges } from '../conversations/index.js';

/** The `responder` of a launch message: the agent's own greeting, at no cost. */
export const LAUNCH_RESPONDER = 'launch';

/**
 * With Smart Initialization off (spec 000 §2), a new channel conversation's first message is
 * answered with the agent's launch message, the same for everyone: the message and the launch
 * message are stored together, once however often the delivery comes.
 */
export async function storeLaunchReply(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  region: Region,
  conversation: { id: string; workspaceUid: string },
  message: { messageId: string; text: string },
  launch: string,
): Promise<void> {
  await deps.regions.db(region).transaction(async (tx) => {
    await tx
      .insert(messages)
      .values([
        { conversationId: conversation.id, role: 'user', content: message.text, clientMessageId: message.messageId },
        {
          conversationId: conversation.id,
          role: 'assistant',
          sender: 'ai',
          content: launch,
          replyTo: message.messageId,
          responder: LAUNCH_RESPONDER,
          credits: 0,
        },
      ])
      .onConflictDoNothing();
    await tx.update(conversations).set({ lastMessageAt: new Date() }).where(eq(conversations.id, conversation.id));
  });
  await deps.conversationChanges.publish({
    region,
    workspaceUid: conversation.workspaceUid,
    conversationId: conversation.id,
  });
}
