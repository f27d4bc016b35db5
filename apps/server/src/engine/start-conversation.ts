import { randomBytes } from 'node:crypto';
import { type Agent, type ConversationStarted, type Region, VISITOR_TOKEN_TTL_SECONDS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { forgetTranscriptLater } from '../features/conversations/index.js';
import type { SecretBox } from '../platform/crypto.js';
import { sha256 } from '../platform/crypto.js';
import type { Regions } from '../platform/db/regions.js';
import { agents, conversations, messages } from '../platform/db/schema/index.js';
import type { Egress } from '../platform/egress/egress.js';
import { notFound } from '../platform/errors.js';
import { randomId } from '../platform/ids.js';
import type { Jobs } from '../platform/jobs/jobs.js';
import { flowRuntimeAnswer } from './flow-runtime-answer.js';

export const CONVERSATION_ID_LENGTH = 20;

/**
 * A visitor opens a chat with an agent: a new conversation and the short-lived token that opens
 * it, with the greeting. A `vf` agent's greeting is its flow's launch, asked of its runtime
 * first, so that a runtime that cannot answer leaves no conversation behind.
 */
export async function startConversation(
  deps: { regions: Regions; secretBox: SecretBox; egress: Egress; jobs: Jobs },
  region: Region,
  agentId: string,
): Promise<ConversationStarted> {
  const db = deps.regions.db(region);
  const [agent] = await db
    .select({ workspaceUid: agents.workspaceUid, doc: agents.doc, vfApiKeyEncrypted: agents.vfApiKeyEncrypted })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) throw notFound('Agent not found.');
  const id = randomId(CONVERSATION_ID_LENGTH);
  const launch =
    agent.doc.agentPlatform === 'vf'
      ? await flowRuntimeAnswer(deps, {
          conversationId: id,
          agent: agent.doc,
          apiKey: agent.vfApiKeyEncrypted && deps.secretBox.open(agent.vfApiKeyEncrypted),
          input: { type: 'launch' },
        })
      : undefined;
  const visitorToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000);
  const [conversation] = await db
    .insert(conversations)
    .values({
      id,
      workspaceUid: agent.workspaceUid,
      agentId,
      visitorTokenHash: sha256(visitorToken),
      visitorTokenExpiresAt: expiresAt,
    })
    .returning();
  const createdAt = conversation!.createdAt.toISOString();
  if (agent.doc.recordChatHistory === false) await forgetTranscriptLater(deps.jobs, region, id, expiresAt);
  if (launch) {
    await db.insert(messages).values({
      conversationId: id,
      role: 'assistant',
      sender: 'ai',
      content: launch.text,
      responder: 'flow-runtime',
      parts: launch.parts.length > 0 ? launch.parts : null,
    });
    const parts = launch.parts.length > 0 ? { parts: launch.parts } : {};
    return {
      conversationId: id,
      visitorToken,
      expiresAt: expiresAt.toISOString(),
      messages: [{ role: 'assistant', content: launch.text, createdAt, ...parts }],
    };
  }
  const greetings: Agent['vg_initMessages'] = agent.doc.vg_initMessages;
  return {
    conversationId: id,
    visitorToken,
    expiresAt: expiresAt.toISOString(),
    messages: greetings.map((content) => ({ role: 'assistant' as const, content, createdAt })),
  };
}
