import { emailsMember, type Region } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationRow } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, workspaceMembers } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { NEW_CONVERSATION_QUEUE } from './tell-members-of-new-conversation.js';

/**
 * Called once the visitor's message is stored. The first one marks the conversation (the first
 * writer wins, so parallel messages mark it once) and, when members asked to hear of every
 * conversation, queues their email. Later messages cost nothing: the loaded row is already marked.
 */
export async function noteFirstVisitorMessage(
  deps: { regions: Regions; jobs: Jobs; log?: FastifyBaseLogger | undefined },
  region: Region,
  conversation: ConversationRow,
): Promise<void> {
  if (conversation.firstVisitorMessageAt) return;
  const [first] = await deps.regions
    .db(region)
    .update(conversations)
    .set({ firstVisitorMessageAt: new Date() })
    .where(and(eq(conversations.id, conversation.id), isNull(conversations.firstVisitorMessageAt)))
    .returning({ id: conversations.id });
  if (!first) return;
  // Most workspaces email nobody of each new conversation (members hear of handoff requests by
  // default): no job is queued for them, which is most of the work a new conversation costs.
  const members = await deps.regions
    .db(region)
    .select({ notifyThrough: workspaceMembers.notifyThrough, notifyIf: workspaceMembers.notifyIf })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, conversation.workspaceUid));
  if (!members.some((member) => emailsMember(member, 'newConversation'))) return;
  try {
    await deps.jobs.enqueue(region, NEW_CONVERSATION_QUEUE, { conversationId: conversation.id });
  } catch (error) {
    // The visitor's message stands; only the members' email about it is lost.
    deps.log?.error({ err: error, conversationId: conversation.id }, 'new conversation notice not queued');
  }
}
