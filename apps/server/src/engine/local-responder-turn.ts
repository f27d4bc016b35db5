import { LOCAL_RESPONDER_LABEL, localAnswer } from '@agent-platform/core';
import type { TurnInput, TurnStream } from './turn.js';

/** Without a language model: sentences drawn from what the agent knows, never presented as a model's. */
export async function* localResponderTurn(input: TurnInput): TurnStream {
  const passages = [
    ...input.knowledge.map((chunk) => chunk.text),
    ...input.agent.vg_initMessages,
    input.agent.description,
  ];
  const { text } = localAnswer(input.question, passages);
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
