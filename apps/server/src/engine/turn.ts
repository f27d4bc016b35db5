import type {
  AnswerEvent,
  AnswerSummary,
  AnswerTrace,
  Region,
  RetrievedChunkTrace,
  RichPart,
} from '@agent-platform/core';
import type { ModelMessage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationChanges, HandoffDeps } from '../features/conversations/index.js';
import type { LanguageModelDeps } from '../features/credentials/index.js';
import type { ConversationRow } from '../platform/auth/principals.js';
import type { StoredAgentDoc } from '../platform/db/schema/index.js';
import type { WorkspaceLimiter } from '../platform/limits/workspace-limiter.js';
import type { Embedder } from '../platform/llm/embedder.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Metrics } from '../platform/metrics/metrics.js';
import type { TenancyConfig } from '../platform/tenancy/index.js';
import type { AgentToolDeps } from './agent-tool-set.js';

/** What answering needs from the app: databases, secrets, the way out to the internet. */
export type EngineDeps = LanguageModelDeps &
  AgentToolDeps & {
    /** Tells the Chats tab and the visitor's live stream about each stored message. */
    conversationChanges: ConversationChanges;
    /** For a visitor who asks for a person in words (the `intent` handoff). */
    jobs: HandoffDeps['jobs'];
    mailer: Mailer;
    config: TenancyConfig;
    /** For hybrid knowledge retrieval; without one, full text alone. */
    embedder?: Embedder;
    log?: FastifyBaseLogger;
    /** Each workspace's share of the answers computed at once (`createAnswerSlots`). */
    answerSlots: WorkspaceLimiter;
    /** Answers counted and timed; the credits they charge counted. */
    metrics: Pick<Metrics, 'answers' | 'answerSeconds' | 'creditsCharged'>;
  };

/** One answer's inputs, whichever responder gives it. */
export interface TurnInput {
  deps: EngineDeps;
  region: Region;
  conversation: ConversationRow;
  agent: StoredAgentDoc;
  /** The conversation so far, oldest first, ending with the visitor's new message. */
  history: ModelMessage[];
  question: string;
  /** The agent's knowledge chunks that best answer the question, best first, within its limits. */
  knowledge: RetrievedChunkTrace[];
  /** The query `smart` search rewrote the question into, when it did. */
  searchQuery?: string;
  /** The website page the visitor sent from (widget agents with `listenForUrlChanges`). */
  pageUrl?: string;
}

/** What a responder gave, for storing and charging. */
export interface TurnOutcome {
  text: string;
  responder: AnswerSummary['responder'];
  label?: string;
  modelId?: string;
  inputTokens: number;
  outputTokens: number;
  parts: RichPart[];
  trace: AnswerTrace;
  /** The node of the agent's flow the conversation moved to, when it moved. */
  nextNodeId?: string;
  /** The flow reached an `end` node. */
  ended?: boolean;
}

/** A responder streams tokens and parts, and returns its outcome when it is done. */
export type TurnStream = AsyncGenerator<Exclude<AnswerEvent, { type: 'done' }>, TurnOutcome>;
