import { z } from 'zod';
import { ZAgentParams } from '../agents/contracts.js';
import { ZRichPart } from './contracts.js';

/** A tool the model called during an answer, as the debugger shows it. */
export const ZToolCallTrace = z.object({
  toolName: z.string(),
  input: z.unknown(),
  /** The HTTP request sent to the tool's server: names and the URL's path as sent, every value masked. */
  request: z
    .object({
      method: z.string(),
      url: z.string(),
      headers: z.record(z.string(), z.string()),
      body: z.unknown().optional(),
    })
    .optional(),
  output: z.unknown().optional(),
  error: z.string().optional(),
});
export type ToolCallTrace = z.infer<typeof ZToolCallTrace>;

/** A move of the conversation from one node of the agent's flow to the next. */
export const ZNodeTransitionTrace = z.object({
  from: z.string(),
  to: z.string(),
  /** The transition's condition, in the words the owner wrote it. */
  condition: z.string(),
});
export type NodeTransitionTrace = z.infer<typeof ZNodeTransitionTrace>;

/** A knowledge chunk the answer was given, with its retrieval score. */
export const ZRetrievedChunkTrace = z.object({ docName: z.string(), text: z.string(), score: z.number() });
export type RetrievedChunkTrace = z.infer<typeof ZRetrievedChunkTrace>;

/** What the debugger shows for one answer beyond its figures. Members only: never sent to a visitor. */
export const ZAnswerTrace = z.object({
  toolCalls: z.array(ZToolCallTrace).optional(),
  nodeTransitions: z.array(ZNodeTransitionTrace).optional(),
  chunks: z.array(ZRetrievedChunkTrace).optional(),
  /** The knowledge query `smart` search rewrote the visitor's message into. */
  searchQuery: z.string().optional(),
});
export type AnswerTrace = z.infer<typeof ZAnswerTrace>;

/**
 * What the last event (`done`) of a visitor's answer carries: the answer as the widget shows it.
 * Nothing of how it was made (trace, model, tokens, credits) is in it, so none of it can reach a visitor.
 */
export const ZVisitorAnswerSummary = z.object({
  messageId: z.string(),
  text: z.string(),
  /**
   * `human`: a member has taken the conversation over. The message is stored and nothing answers
   * now; the member's reply comes on the conversation's live stream.
   */
  responder: z.enum(['model', 'local', 'flow-runtime', 'human']),
  /** From receiving the message to the stored answer, in milliseconds. */
  latencyMs: z.number(),
  parts: z.array(ZRichPart).optional(),
  /** The flow reached an `end` node: the conversation takes no more messages. */
  conversationEnded: z.boolean().optional(),
});
export type VisitorAnswerSummary = z.infer<typeof ZVisitorAnswerSummary>;

/** What the last event (`done`) of a member's answer carries: the visitor's summary, its figures and its trace. */
export const ZAnswerSummary = ZVisitorAnswerSummary.extend({
  label: z.string().optional(),
  modelId: z.string().optional(),
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  credits: z.number(),
  trace: ZAnswerTrace.optional(),
});
export type AnswerSummary = z.infer<typeof ZAnswerSummary>;

const ZTokenEvent = z.object({ type: z.literal('token'), text: z.string() });
const ZPartEvent = z.object({ type: z.literal('part'), part: ZRichPart });

/**
 * The events of an answer streamed to a visitor (public chat API): text as it comes, rich
 * elements, then the visitor's summary. The public route sends every event through this
 * contract, which drops any key it does not name.
 */
export const ZVisitorAnswerEvent = z.discriminatedUnion('type', [
  ZTokenEvent,
  ZPartEvent,
  z.object({ type: z.literal('done'), summary: ZVisitorAnswerSummary }),
]);
export type VisitorAnswerEvent = z.infer<typeof ZVisitorAnswerEvent>;

/** The events of an answer streamed to a member of the agent's workspace (test panel): the summary has the trace. */
export const ZAnswerEvent = z.discriminatedUnion('type', [
  ZTokenEvent,
  ZPartEvent,
  z.object({ type: z.literal('done'), summary: ZAnswerSummary }),
]);
export type AnswerEvent = z.infer<typeof ZAnswerEvent>;

/** An answer that failed once streaming had begun: sent as an `error` event of its own. */
export const ZAnswerFailure = z.object({ code: z.string(), message: z.string() });
export type AnswerFailure = z.infer<typeof ZAnswerFailure>;

/** A conversation of an agent, as a member of the agent's workspace reaches it (test panel). */
export const ZAgentConversationParams = ZAgentParams.extend({ conversationId: z.string().min(1).max(64) });
