import { type AnswerSummary, type Region, VISITOR_TOKEN_TTL_SECONDS } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents, conversations, messages } from '../../platform/db/schema/index.js';
import { chargeInTransaction } from '../billing/charge-credits.js';
import { type CreditReservation, endReservation } from '../billing/reserve-credits.js';
import type { TurnOutcome } from './turn.js';
import type { ConversationRow } from './visitor-access.js';

/** An answer's summary but its latency, which counts until it is stored. */
export type StoredAnswer = Omit<AnswerSummary, 'latencyMs'>;

/**
 * The answer, the conversation's new state, the agent's token count and the credit charge, in
 * one transaction. The charge ends the answer's reservation and is priced from the tokens used;
 * it takes at most what the balance holds, so the balance never goes below zero.
 */
export async function storeAnswer(
  regions: Regions,
  region: Region,
  conversation: ConversationRow,
  replyTo: string,
  outcome: TurnOutcome & { credits: number },
  reservation: CreditReservation | undefined,
): Promise<StoredAnswer> {
  return regions.db(region).transaction(async (tx) => {
    if (reservation) await endReservation(tx, reservation);
    const [stored] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        role: 'assistant',
        sender: 'ai',
        content: outcome.text,
        replyTo,
        responder: outcome.responder,
        modelId: outcome.modelId,
        inputTokens: outcome.inputTokens,
        outputTokens: outcome.outputTokens,
        credits: outcome.credits,
        parts: outcome.parts.length > 0 ? outcome.parts : null,
        trace: Object.keys(outcome.trace).length > 0 ? { ...outcome.trace } : null,
      })
      // The same message answered twice at once: the first stored answer stands, charged once.
      .onConflictDoNothing()
      .returning({ id: messages.id });
    const summary = toSummary(replyTo, outcome);
    if (!stored) return { ...summary, credits: 0 };
    await tx
      .update(conversations)
      .set({
        lastMessageAt: new Date(),
        visitorTokenExpiresAt: new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000),
        ...(outcome.nextNodeId ? { currentNodeId: outcome.nextNodeId } : {}),
        ...(outcome.ended ? { endedAt: new Date() } : {}),
      })
      .where(eq(conversations.id, conversation.id));
    const tokens = outcome.inputTokens + outcome.outputTokens;
    if (tokens > 0) {
      await tx
        .update(agents)
        .set({ tokensUsage: sql`${agents.tokensUsage} + ${tokens}` })
        .where(eq(agents.id, conversation.agentId));
    }
    if (outcome.credits <= 0) return summary;
    const charge = await chargeInTransaction(tx, {
      workspaceUid: conversation.workspaceUid,
      credits: outcome.credits,
      idempotencyKey: `reply:${conversation.id}:${replyTo}`,
      reason: 'agent-reply',
      causedBy: 'agent',
      agentId: conversation.agentId,
      inputTokens: outcome.inputTokens,
      outputTokens: outcome.outputTokens,
      modelId: outcome.modelId,
      upToBalance: true,
    });
    const credits = charge.charged ? charge.credits : 0;
    if (credits !== outcome.credits) {
      await tx.update(messages).set({ credits }).where(eq(messages.id, stored.id));
    }
    return { ...summary, credits };
  });
}

function toSummary(messageId: string, outcome: TurnOutcome & { credits: number }): StoredAnswer {
  return {
    messageId,
    text: outcome.text,
    responder: outcome.responder,
    ...(outcome.label ? { label: outcome.label } : {}),
    ...(outcome.modelId ? { modelId: outcome.modelId } : {}),
    inputTokens: outcome.inputTokens,
    outputTokens: outcome.outputTokens,
    credits: outcome.credits,
    ...(outcome.parts.length > 0 ? { parts: outcome.parts } : {}),
    ...(Object.keys(outcome.trace).length > 0 ? { trace: outcome.trace } : {}),
    ...(outcome.ended ? { conversationEnded: true } : {}),
  };
}
