import { randomBytes } from 'node:crypto';
import { type Agent, type ConversationStarted, type Region, VISITOR_TOKEN_TTL_SECONDS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, conversations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';

export const CONVERSATION_ID_LENGTH = 20;

/** A visitor opens a chat with an agent: a new conversation and the short-lived token that opens it. */
export async function startConversation(
  regions: Regions,
  region: Region,
  agentId: string,
): Promise<ConversationStarted> {
  const db = regions.db(region);
  const [agent] = await db
    .select({ workspaceUid: agents.workspaceUid, doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) throw notFound('Agent not found.');
  const visitorToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000);
  const [conversation] = await db
    .insert(conversations)
    .values({
      id: randomId(CONVERSATION_ID_LENGTH),
      workspaceUid: agent.workspaceUid,
      agentId,
      visitorTokenHash: sha256(visitorToken),
      visitorTokenExpiresAt: expiresAt,
    })
    .returning();
  const greetings: Agent['vg_initMessages'] = agent.doc.vg_initMessages;
  return {
    conversationId: conversation!.id,
    visitorToken,
    expiresAt: expiresAt.toISOString(),
    messages: greetings.map((content) => ({
      role: 'assistant' as const,
      content,
      createdAt: conversation!.createdAt.toISOString(),
    })),
  };
}
