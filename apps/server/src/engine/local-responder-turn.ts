import { LOCAL_RESPONDER_LABEL, localAnswer, type RetrievedChunkTrace } from '@agent-platform/core';
import type { StoredAgentDoc } from '../platform/db/schema/index.js';
import type { TurnInput, TurnStream } from './turn.js';

/** Without a language model: sentences drawn from what the agent knows, never presented as a model's. */
export async function* localResponderTurn(input: TurnInput): TurnStream {
  const { text } = localResponderAnswer(input.question, input.knowledge, input.agent);
  yield { type: 'token', text };
  return {
    text,
    responder: 'local',
    label: LOCAL_RESPONDER_LABEL,
    inputTokens: 0,
    outputTokens: 0,
    parts: [],
    trace: input.knowledge.length > 0 ? { chunks: input.knowledge } : {},
  };
}

/**
 * The local responder's answer from the retrieved knowledge and the agent's description. Never
 * from the greeting: "Hi there!" answers no question, and quoting it back reads as a broken bot.
 */
export function localResponderAnswer(
  question: string,
  knowledge: Pick<RetrievedChunkTrace, 'text'>[],
  agent: Pick<StoredAgentDoc, 'description'>,
) {
  return localAnswer(question, [...knowledge.map((chunk) => chunk.text), agent.description]);
}
