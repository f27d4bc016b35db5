import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conversations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { requireAgent } from '../agents/agent-access.js';
import type { ConversationRow } from './visitor-access.js';

/**
 * A conversation of an agent, for a member of the agent's workspace (the test panel). Without a
 * session it is 401; another workspace's agent, or a conversation of another agent, is 404.
 */
export async function requireAgentConversation(
  request: FastifyRequest,
  region: Region,
  agentId: string,
  conversationId: string,
): Promise<ConversationRow> {
  const access = await requireAgent(request, region, agentId);
  const [conversation] = await request.server.regions
    .db(region)
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.agentId, access.agentId)))
    .limit(1);
  if (!conversation) throw notFound('Conversation not found.');
  return conversation;
}
