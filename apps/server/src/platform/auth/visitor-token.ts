import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../crypto.js';
import { conversations } from '../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { bearerToken, type ConversationRow } from './principals.js';

/**
 * The conversation a visitor token opens. A token for another conversation, or none, is 404;
 * an expired one says so, so the widget can start a new chat.
 */
export async function requireConversation(
  request: FastifyRequest,
  region: Region,
  conversationId: string,
): Promise<ConversationRow> {
  const token = bearerToken(request);
  if (!token) throw notFound('Conversation not found.');
  const [conversation] = await request.server.regions
    .db(region)
    .select()
    .from(conversations)
    .where(eq(conversations.visitorTokenHash, sha256(token)))
    .limit(1);
  if (!conversation || conversation.id !== conversationId) throw notFound('Conversation not found.');
  if (conversation.visitorTokenExpiresAt.getTime() <= Date.now()) {
    throw new AppError('VISITOR_TOKEN_EXPIRED', 'This chat has expired. Please start a new one.');
  }
  return conversation;
}
