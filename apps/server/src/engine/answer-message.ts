import {
  type AnswerEvent,
  type AnswerSummary,
  type AnswerTrace,
  asksForAPerson,
  FLOW_RUNTIME_LABEL,
  LOCAL_RESPONDER_LABEL,
  type Region,
  type RichPart,
  replyCost,
  roundCredits,
  type SendMessageBody,
  VISITOR_TOKEN_TTL_SECONDS,
} from '@agent-platform/core';
import type { ModelMessage } from 'ai';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  type CreditReservation,
  OUT_OF_CREDITS_MESSAGE,
  payerAmong,
  releaseReservation,
  reserveCredits,
  settled,
  tellIfCreditsLow,
} from '../features/billing/index.js';
import { noteFirstVisitorMessage, requestHandoff } from '../features/conversations/index.js';
import { workspaceLanguageModel } from '../features/credentials/index.js';
import { type PayingOrgCandidate, payingOrgCandidates } from '../features/org-billing/index.js';
import type { ConversationRow } from '../platform/auth/principals.js';
import type { Db } from '../platform/db/regions.js';
import type { StoredAgentDoc } from '../platform/db/schema/index.js';
import { agents, conversations, knowledgeChunks, messages, workspaces } from '../platform/db/schema/index.js';
import { AppError, notFound } from '../platform/errors.js';
import type { Release } from '../platform/limits/workspace-limiter.js';
import { flowRuntimeTurn } from './flow-runtime-turn.js';
import { localResponderTurn } from './local-responder-turn.js';
import { answerCeiling, planPromptAgentTurn, promptAgentTurn } from './prompt-agent-turn.js';
import { type KnowledgeSearch, searchKnowledge } from './search-knowledge.js';
import { storeAnswer } from './store-answer.js';
import type { EngineDeps, TurnInput, TurnStream } from './turn.js';

/** How many earlier messages the model sees. */
const HISTORY_LIMIT = 20;

export const messagesLimitMessage = (limit: number) =>
  `This chat has reached its limit of ${limit} messages. Please start a new one.`;
export const TOKENS_LIMIT_MESSAGE = 'This agent has used all the tokens it may use. Please contact the site owner.';
export const CONVERSATION_ENDED_MESSAGE = 'This conversation has ended. Please start a new one.';

/**
 * One visitor message and its answer. Everything that can refuse the message (ended
 * conversation, limits, credits, unknown agent) runs before anything is stored or streamed, so
 * it answers as a plain error and costs nothing. A model's answer first reserves the most it
 * may cost, so parallel answers never spend more than the balance; the answer, its usage and
 * its charge are then written in one transaction keyed by the visitor's message id: the same
 * message sent twice is answered and charged once.
 *
 * A caller that sends the answer only once it is whole (a phone turn, a channel) says so with
 * `streamTokens: false`: the model is then asked for it whole, which costs less.
 */
export async function answerMessage(
  deps: EngineDeps,
  region: Region,
  conversation: ConversationRow,
  body: SendMessageBody,
  { streamTokens = true }: { streamTokens?: boolean } = {},
): Promise<AsyncGenerator<AnswerEvent>> {
  const db = deps.regions.db(region);
  const started = Date.now();
  // One statement for everything the message meets, as it runs for every message.
  const [row] = await db
    .select({
      doc: agents.doc,
      tokensUsage: agents.tokensUsage,
      vfApiKeyEncrypted: agents.vfApiKeyEncrypted,
      balance: workspaces.loadTokens,
      // Searching knowledge the agent does not have would cost a search (and with `smart`, a rewrite) for nothing.
      hasKnowledge: sql<boolean>`exists (select 1 from ${knowledgeChunks} where ${knowledgeChunks.agentId} = ${agents.id})`,
      answeredBy: sql<
        number | null
      >`(select ${messages.id} from ${messages} where ${messages.conversationId} = ${conversation.id} and ${messages.replyTo} = ${body.messageId} limit 1)`,
      history: recentHistory(conversation.id, body.messageId),
      // Who pays for the answer, for its reservation.
      payingOrgs: payingOrgCandidates(conversation.workspaceUid, conversation.agentId),
    })
    .from(agents)
    .innerJoin(workspaces, eq(workspaces.uid, agents.workspaceUid))
    .where(eq(agents.id, conversation.agentId))
    .limit(1);
  if (row?.answeredBy) return replay(db, row.answeredBy, started);
  if (conversation.endedAt) throw new AppError('CONVERSATION_ENDED', CONVERSATION_ENDED_MESSAGE);
  if (conversation.manualControl) return holdForMember(deps, region, conversation, body, started);
  if (!row) throw notFound('Agent not found.');
  const agent = row.doc;
  // Asking for a person in words is the `intent` handoff: no answer, and no credits needed.
  if (agent.enableHumanHandoff && agent.handoffButtonType === 'intent' && asksForAPerson(body.text)) {
    await requestHandoff(deps, region, conversation, agent);
    return holdForMember(deps, region, conversation, body, started);
  }
  if (row.balance <= 0) throw new AppError('OUT_OF_CREDITS', OUT_OF_CREDITS_MESSAGE);
  if (agent.maxTokensUsage > 0 && row.tokensUsage >= agent.maxTokensUsage) {
    throw new AppError('TOKENS_LIMIT', TOKENS_LIMIT_MESSAGE);
  }
  if (agent.messagesLimit) {
    const [sent] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.role, 'user')));
    if ((sent?.n ?? 0) >= agent.messagesLimit) {
      throw new AppError('MESSAGES_LIMIT', messagesLimitMessage(agent.messagesLimit));
    }
  }
  // The workspace's share of answers at once: over it, this one waits in the workspace's own line.
  const release = await deps.answerSlots.acquire(conversation.workspaceUid);
  try {
    return await startTurn(deps, region, conversation, body, row, { streamTokens, started, release });
  } catch (error) {
    release();
    throw error;
  }
}

/** The answer's knowledge, model and credits, then its stream; the caller holds one of the workspace's slots. */
async function startTurn(
  deps: EngineDeps,
  region: Region,
  conversation: ConversationRow,
  body: SendMessageBody,
  row: {
    doc: StoredAgentDoc;
    vfApiKeyEncrypted: string | null;
    history: ModelMessage[];
    hasKnowledge: boolean;
    payingOrgs: PayingOrgCandidate[];
  },
  { streamTokens, started, release }: { streamTokens: boolean; started: number; release: Release },
): Promise<AsyncGenerator<AnswerEvent>> {
  const db = deps.regions.db(region);
  const agent = row.doc;
  const history = row.history;
  // A vf agent's knowledge lives in its flow builder.
  const search: KnowledgeSearch =
    agent.agentPlatform === 'vf' || !row.hasKnowledge
      ? { chunks: [] }
      : await searchKnowledge(deps, region, conversation, agent, history, body.text);
  const input: TurnInput = {
    deps,
    region,
    conversation,
    agent,
    history: [...history, { role: 'user', content: body.text }],
    question: body.text,
    knowledge: search.chunks,
    ...(search.rewrite ? { searchQuery: search.rewrite.query } : {}),
    ...(body.pageUrl ? { pageUrl: body.pageUrl } : {}),
  };

  let turn: TurnStream;
  let reservation: CreditReservation | undefined;
  let responder: AnswerSummary['responder'] = 'local';
  if (agent.agentPlatform === 'vf') {
    responder = 'flow-runtime';
    turn = flowRuntimeTurn(input, row.vfApiKeyEncrypted && deps.secretBox.open(row.vfApiKeyEncrypted));
  } else {
    const resolved = await workspaceLanguageModel(
      deps,
      { region, uid: conversation.workspaceUid },
      agent.vg_defaultModel,
    );
    if (resolved) {
      const plan = await planPromptAgentTurn(input);
      const ceiling = answerCeiling(input, plan) + (search.rewrite?.credits ?? 0);
      reservation = await reserveCredits(
        deps.regions,
        region,
        conversation.workspaceUid,
        ceiling,
        payerAmong(row.payingOrgs),
      );
      responder = 'model';
      turn = promptAgentTurn(input, plan, resolved.model, { streamTokens });
    } else {
      turn = localResponderTurn(input);
    }
  }
  try {
    await db
      .insert(messages)
      .values({ conversationId: conversation.id, role: 'user', content: body.text, clientMessageId: body.messageId })
      .onConflictDoNothing();
  } catch (error) {
    if (reservation) await releaseReservation(deps.regions, region, reservation);
    throw error;
  }
  await noteFirstVisitorMessage(deps, region, conversation);
  await announce(deps, region, conversation);
  return stream(input, body.messageId, turn, reservation, search.rewrite, { responder, started, release });
}

/**
 * Streams the turn, then stores and charges it; a turn that fails gives its reservation back.
 * Either way the workspace's slot is given back and the answer counted.
 */
async function* stream(
  input: TurnInput,
  messageId: string,
  turn: TurnStream,
  reservation: CreditReservation | undefined,
  rewrite: KnowledgeSearch['rewrite'],
  { responder, started, release }: { responder: AnswerSummary['responder']; started: number; release: Release },
): AsyncGenerator<AnswerEvent> {
  const { metrics } = input.deps;
  let stored = false;
  try {
    const outcome = yield* turn;
    // A smart search's rewrite is part of the answer: its tokens and credits count with it.
    const credits = roundCredits(
      (outcome.modelId ? replyCost(outcome.modelId, outcome.inputTokens, outcome.outputTokens) : 0) +
        (rewrite?.credits ?? 0),
    );
    const { summary, charge } = await storeAnswer(
      input.deps.regions,
      input.region,
      input.conversation,
      messageId,
      {
        ...outcome,
        inputTokens: outcome.inputTokens + (rewrite?.inputTokens ?? 0),
        outputTokens: outcome.outputTokens + (rewrite?.outputTokens ?? 0),
        credits,
      },
      reservation,
    );
    stored = true;
    await announce(input.deps, input.region, input.conversation);
    await tellIfCreditsLow(input.deps, input.region, input.conversation.workspaceUid, charge);
    // From receiving the message to the stored, charged answer.
    const latencyMs = Date.now() - started;
    metrics.answers.inc({ region: input.region, responder: summary.responder, outcome: 'answered' });
    metrics.answerSeconds.observe({ region: input.region, responder: summary.responder }, latencyMs / 1000);
    yield { type: 'done', summary: { ...summary, latencyMs } };
  } catch (error) {
    if (!stored) metrics.answers.inc({ region: input.region, responder, outcome: 'failed' });
    throw error;
  } finally {
    release();
    if (reservation && stored) settled(reservation);
    if (reservation && !stored) await releaseReservation(input.deps.regions, input.region, reservation);
  }
}

/**
 * A member has taken the conversation over, or the visitor asked for one: the message is stored
 * for them and nothing answers.
 * Their reply reaches the visitor on the conversation's live stream.
 */
async function holdForMember(
  deps: EngineDeps,
  region: Region,
  conversation: ConversationRow,
  body: SendMessageBody,
  started: number,
): Promise<AsyncGenerator<AnswerEvent>> {
  await deps.regions.db(region).transaction(async (tx) => {
    await tx
      .insert(messages)
      .values({ conversationId: conversation.id, role: 'user', content: body.text, clientMessageId: body.messageId })
      .onConflictDoNothing();
    await tx
      .update(conversations)
      .set({
        lastMessageAt: new Date(),
        visitorTokenExpiresAt: new Date(Date.now() + VISITOR_TOKEN_TTL_SECONDS * 1000),
      })
      .where(eq(conversations.id, conversation.id));
  });
  await noteFirstVisitorMessage(deps, region, conversation);
  await announce(deps, region, conversation);
  return (async function* () {
    yield {
      type: 'done' as const,
      summary: {
        messageId: body.messageId,
        text: '',
        responder: 'human' as const,
        credits: 0,
        latencyMs: Date.now() - started,
      },
    };
  })();
}

/** Tells the Chats tab (and the visitor's live stream) that the conversation has a new message. */
function announce(deps: EngineDeps, region: Region, conversation: ConversationRow) {
  return deps.conversationChanges.publish({
    region,
    workspaceUid: conversation.workspaceUid,
    conversationId: conversation.id,
  });
}

/**
 * The conversation before this message, oldest first, as the model reads it; a retry of a
 * message whose answer failed is not counted twice.
 */
function recentHistory(conversationId: string, messageId: string) {
  const recent = sql`(select ${messages.id} as id, ${messages.role} as role, ${messages.content} as content
    from ${messages}
    where ${messages.conversationId} = ${conversationId}
      and (${messages.clientMessageId} is null or ${messages.clientMessageId} <> ${messageId})
    order by ${messages.id} desc limit ${HISTORY_LIMIT - 1})`;
  return sql<
    ModelMessage[]
  >`(select coalesce(json_agg(json_build_object('role', h.role, 'content', h.content) order by h.id), '[]'::json) from ${recent} h)`;
}

async function* replay(db: Db, answerId: number, started: number): AsyncGenerator<AnswerEvent> {
  const [answer] = await db.select().from(messages).where(eq(messages.id, answerId));
  if (!answer) throw notFound('Message not found.');
  yield { type: 'token', text: answer.content };
  const parts = (answer.parts ?? []) as RichPart[];
  for (const part of parts) yield { type: 'part', part };
  yield {
    type: 'done',
    summary: {
      messageId: answer.replyTo ?? '',
      text: answer.content,
      ...storedResponder(answer.responder),
      ...(answer.modelId ? { modelId: answer.modelId } : {}),
      inputTokens: answer.inputTokens ?? 0,
      outputTokens: answer.outputTokens ?? 0,
      // Already charged when it was first answered.
      credits: 0,
      latencyMs: Date.now() - started,
      ...(parts.length > 0 ? { parts } : {}),
      ...(answer.trace ? { trace: answer.trace as AnswerTrace } : {}),
    },
  };
}

/** The responder of a stored answer, with the label the debugger shows for it. */
function storedResponder(responder: string | null): Pick<AnswerSummary, 'responder' | 'label'> {
  if (responder === 'model') return { responder };
  if (responder === 'flow-runtime') return { responder, label: FLOW_RUNTIME_LABEL };
  return { responder: 'local', label: LOCAL_RESPONDER_LABEL };
}
