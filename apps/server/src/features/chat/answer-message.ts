import {
  type AnswerSummary,
  LOCAL_RESPONDER_LABEL,
  localAnswer,
  type Region,
  replyCost,
  type SendMessageBody,
  VISITOR_TOKEN_TTL_SECONDS,
} from '@agent-platform/core';
import { streamText } from 'ai';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents, conversations, messages, type StoredAgentDoc, workspaces } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { chargeInTransaction, OUT_OF_CREDITS_MESSAGE } from '../billing/charge-credits.js';
import { type LanguageModelDeps, workspaceLanguageModel } from '../credentials/workspace-language-model.js';
import type { ConversationRow } from './visitor-access.js';

/** How many earlier messages the model sees. */
const HISTORY_LIMIT = 20;

export type AnswerEvent = { type: 'token'; text: string } | { type: 'done'; summary: AnswerSummary };

/**
 * One visitor message and its answer. The checks that can refuse the message (credits, unknown
 * agent) run before anything is streamed, so they answer as plain errors; the answer then
 * streams as events. The answer, its usage and its credit charge are written in one
 * transaction, keyed by the visitor's message id: the same message sent twice is answered and
 * charged once.
 */
export async function answerMessage(
  deps: LanguageModelDeps,
  region: Region,
  conversation: ConversationRow,
  body: SendMessageBody,
): Promise<AsyncGenerator<AnswerEvent>> {
  const db = deps.regions.db(region);
  const started = Date.now();
  const [earlier] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.replyTo, body.messageId)))
    .limit(1);
  if (earlier) return replay(earlier, started);

  const [row] = await db
    .select({ doc: agents.doc, balance: workspaces.loadTokens })
    .from(agents)
    .innerJoin(workspaces, eq(workspaces.uid, agents.workspaceUid))
    .where(eq(agents.id, conversation.agentId))
    .limit(1);
  if (!row) throw notFound('Agent not found.');
  if (row.balance <= 0) throw new AppError('OUT_OF_CREDITS', OUT_OF_CREDITS_MESSAGE);
  const agent = row.doc;
  if (agent.messagesLimit) {
    const [sent] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.role, 'user')));
    if ((sent?.n ?? 0) >= agent.messagesLimit) {
      throw new AppError('MESSAGES_LIMIT', messagesLimitMessage(agent.messagesLimit));
    }
  }

  await db
    .insert(messages)
    .values({ conversationId: conversation.id, role: 'user', content: body.text, clientMessageId: body.messageId })
    .onConflictDoNothing();
  const history = (
    await db
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id))
      .limit(HISTORY_LIMIT)
  ).reverse();

  const resolved = await workspaceLanguageModel(
    deps,
    { region, uid: conversation.workspaceUid },
    agent.vg_defaultModel,
  );
  const store = (answer: Omit<AnswerSummary, 'latencyMs' | 'messageId'>) =>
    storeAnswer(deps.regions, region, conversation, body.messageId, {
      ...answer,
      messageId: body.messageId,
      latencyMs: Date.now() - started,
    });

  if (!resolved) return localResponder(agent, body.text, store);

  const result = streamText({
    model: resolved.model,
    system: systemPrompt(agent),
    // The greeting the visitor saw opens the conversation the model continues.
    messages: [...agent.vg_initMessages.map((content) => ({ role: 'assistant' as const, content })), ...history],
    temperature: agent.vg_temperature,
    maxOutputTokens: agent.vg_maxTokens,
  });
  return (async function* () {
    let text = '';
    for await (const token of result.textStream) {
      text += token;
      yield { type: 'token', text: token };
    }
    const usage = await result.usage;
    const inputTokens = usage.inputTokens ?? 0;
    const outputTokens = usage.outputTokens ?? 0;
    const summary = await store({
      text,
      responder: 'model',
      modelId: agent.vg_defaultModel,
      inputTokens,
      outputTokens,
      credits: replyCost(agent.vg_defaultModel, inputTokens, outputTokens),
    });
    yield { type: 'done', summary };
  })();
}

/** The agent's instructions: its system prompt, its main prompt, then its opening (init) prompt. */
function systemPrompt(agent: StoredAgentDoc): string {
  const opening = agent.vg_initPrompt.trim() ? `How you opened this conversation:\n${agent.vg_initPrompt}` : '';
  return [agent.vg_systemPrompt, agent.vg_prompt, opening].filter((part) => part?.trim()).join('\n\n');
}

export const messagesLimitMessage = (limit: number) =>
  `This chat has reached its limit of ${limit} messages. Please start a new one.`;

async function* localResponder(
  agent: StoredAgentDoc,
  question: string,
  store: (answer: Omit<AnswerSummary, 'latencyMs' | 'messageId'>) => Promise<AnswerSummary>,
): AsyncGenerator<AnswerEvent> {
  // The knowledge base joins these passages once it exists.
  const { text } = localAnswer(question, [...agent.vg_initMessages, agent.description]);
  yield { type: 'token', text };
  yield { type: 'done', summary: await store({ text, responder: 'local', label: LOCAL_RESPONDER_LABEL, credits: 0 }) };
}

async function* replay(answer: typeof messages.$inferSelect, started: number): AsyncGenerator<AnswerEvent> {
  yield { type: 'token', text: answer.content };
  yield {
    type: 'done',
    summary: {
      messageId: answer.replyTo ?? '',
      text: answer.content,
      responder: answer.responder === 'model' ? 'model' : 'local',
      ...(answer.responder === 'local' ? { label: LOCAL_RESPONDER_LABEL } : {}),
      ...(answer.modelId ? { modelId: answer.modelId } : {}),
      inputTokens: answer.inputTokens ?? 0,
      outputTokens: answer.outputTokens ?? 0,
      // Already charged when it was first answered.
      credits: 0,
      latencyMs: Date.now() - started,
    },
  };
}

/** The answer, the conversation's new activity time and the credit charge, in one transaction. */
async function storeAnswer(
  regions: Regions,
  region: Region,
  conversation: ConversationRow,
  replyTo: string,
  summary: AnswerSummary,
): Promise<AnswerSummary> {
  return regions.db(region).transaction(async (tx) => {
    const [stored] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        role: 'assistant',
        content: summary.text,
        replyTo,
        responder: summary.responder,
        modelId: summary.modelId,
        inputTokens: summary.inputTokens,
        outputTokens: summary.outputTokens,
        credits: summary.credits,
      })
      // The same message answered twice at once: the first stored answer stands, charged once.
      .onConflictDoNothing()
      .returning({ id: messages.id });
    if (!stored) return { ...summary, credits: 0 };
    await tx
      .update(conversations)
      .set({
        lastMessageAt: new Date(),
        visitorTokenExpiresAt: new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000),
      })
      .where(eq(conversations.id, conversation.id));
    if (summary.credits > 0) {
      await chargeInTransaction(tx, {
        workspaceUid: conversation.workspaceUid,
        credits: summary.credits,
        idempotencyKey: `reply:${conversation.id}:${replyTo}`,
        reason: 'agent-reply',
        causedBy: 'agent',
        agentId: conversation.agentId,
        inputTokens: summary.inputTokens,
        outputTokens: summary.outputTokens,
        modelId: summary.modelId,
      });
    }
    return summary;
  });
}
