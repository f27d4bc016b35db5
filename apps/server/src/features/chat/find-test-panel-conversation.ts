import { and, eq } from 'drizzle-orm';
import type { AgentAccess, ConversationRow } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/**
 * A chat of the agent that the test panel may write in: a web chat (as the panel starts). A
 * conversation of another agent, or one on a messaging channel or a phone line, is 404.
 */
export async function findTestPanelConversation(
  regions: Regions,
  access: AgentAccess,
  conversationId: string,
): Promise<ConversationRow> {
  const [conversation] = await regions
    .db(access.region)
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.agentId, access.agentId),
        eq(conversations.channel, 'web'),
      ),
    )
    .limit(1);
  if (!conversation) throw notFound('Conversation not found.');
  return conversation;
}
