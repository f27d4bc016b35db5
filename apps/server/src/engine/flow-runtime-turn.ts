import { FLOW_RUNTIME_LABEL } from '@agent-platform/core';
import { flowRuntimeAnswer } from './flow-runtime-answer.js';
import type { TurnInput, TurnStream } from './turn.js';

/**
 * A `vf` agent: the flow builder's runtime answers, and says when its flow ended. Nothing is
 * charged: no model of ours ran.
 */
export async function* flowRuntimeTurn(input: TurnInput, apiKey: string | null): TurnStream {
  const reply = await flowRuntimeAnswer(input.deps, {
    conversationId: input.conversation.id,
    agent: input.agent,
    apiKey,
    input: { type: 'text', text: input.question },
  });
  if (reply.text) yield { type: 'token', text: reply.text };
  for (const part of reply.parts) yield { type: 'part', part };
  return {
    text: reply.text,
    responder: 'flow-runtime',
    label: FLOW_RUNTIME_LABEL,
    inputTokens: 0,
    outputTokens: 0,
    parts: reply.parts,
    trace: {},
    ended: reply.ended,
  };
}
