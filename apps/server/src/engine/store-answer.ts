import { type AnswerSummary, type Region, VISITOR_TOKEN_TTL_SECONDS } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import {
  type ChargeResult,
  type CreditReservation,
  chargeInTransaction,
  endReservation,
} from '../features/billing/index.js';
import type { ConversationRow } from '../platform/auth/principals.js';
import type { Regions } from '../platform/db/regions.js';
import { agents, conversations, messages } from '../platform/db/schema/index.js';
import type { TurnOutcome } from './turn.js';

/** An answer's summary but its latency, which counts until it is stored. */
export type StoredAnswer = Omit<AnswerSummary, 'latencyMs'>;

/**
 * The answer, the conversation's new state, the agent's token count and the credit charge, in
 * one transaction of three statements, as it runs for every answer. The charge ends the answer's
 * reservation and is priced from the tokens used; it takes at most what the balance holds, so the
 * balance never goes below zero. The charge comes back beside the answer, for `tellIfCreditsLow`
 * once the transaction committed.
 */
export async function storeAnswer(
  regions: Regions,
  region: Region,
  conversation: ConversationRow,
  replyTo: string,
  outcome: TurnOutcome & { credits: number },
  reservation: CreditReservation | undefined,
): Promise<{ summary: StoredAnswer; charge?: ChargeResult }> {
  return regions.db(region).transaction(async (tx) => {
    // One statement stores the answer and, only when it is new, moves the conversation and the
    // agent's token count with it. The same message answered twice at once: the first stored
    // answer stands, charged once.
    const answer = tx.$with('answer').as(
      tx
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
        .onConflictDoNothing()
        .returning({ id: messages.id }),
    );
    const isNew = sql`exists (select 1 from ${answer})`;
    const conversationMoved = tx.$with('conversation_moved').as(
      tx
        .update(conversations)
        .set({
          lastMessageAt: new Date(),
          visitorTokenExpiresAt: new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000),
          ...(outcome.nextNodeId ? { currentNodeId: outcome.nextNodeId } : {}),
          ...(outcome.ended ? { endedAt: new Date() } : {}),
        })
        .where(and(eq(conversations.id, conversation.id), isNew))
        .returning({ id: conversations.id }),
    );
    const tokens = outcome.inputTokens + outcome.outputTokens;
    const tokensCounted = tx.$with('tokens_counted').as(
      tx
        .update(agents)
        .set({ tokensUsage: sql`${agents.tokensUsage} + ${tokens}` })
        .where(and(eq(agents.id, conversation.agentId), isNew, tokens > 0 ? undefined : sql`false`))
        .returning({ id: agents.id }),
    );
    const [stored] = await tx.with(answer, conversationMoved, tokensCounted).select({ id: answer.id }).from(answer);
    const summary = toSummary(replyTo, outcome);
    if (!stored || outcome.credits <= 0) {
      if (reservation) await endReservation(tx, reservation);
      return { summary: stored ? summary : { ...summary, credits: 0 } };
    }
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
      ...(reservation ? { settles: reservation } : {}),
    });
    const credits = charge.charged ? charge.credits : 0;
    if (credits !== outcome.credits) {
      await tx.update(messages).set({ credits }).where(eq(messages.id, stored.id));
    }
    return { summary: { ...summary, credits }, charge };
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
