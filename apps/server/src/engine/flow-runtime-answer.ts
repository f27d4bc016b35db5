import { type Agent, type RichPart, VF_DEFAULT_RUNTIME_URL, VF_DEFAULT_VERSION_ID } from '@agent-platform/core';
import type { Egress } from '../platform/egress/egress.js';
import { EgressError } from '../platform/egress/egress.js';
import { AppError } from '../platform/errors.js';
import { DialogRuntimeError, interact, replyFromTraces } from '../providers/voiceflow/dialog-runtime.js';

export interface FlowRuntimeDeps {
  /** The guarded way out: the runtime URL is the owner's to choose. */
  egress: Egress;
}

export interface FlowRuntimeTurn {
  /** Also the runtime's userID, so each conversation has its own state there. */
  conversationId: string;
  agent: Pick<Agent, 'agentPlatform' | 'vfSettings'>;
  /** The agent's runtime API key, opened (`box.open(agents.vfApiKeyEncrypted)`); null when none is saved. */
  apiKey: string | null;
  /** `launch` when the chat opens; otherwise what the visitor wrote, or the label of the button clicked. */
  input: { type: 'launch' } | { type: 'text'; text: string };
}

export interface FlowRuntimeAnswer {
  text: string;
  /** A `buttons` part when the flow offers choices; clicking one sends its label as the next text. */
  parts: RichPart[];
  /** The flow reached its end: the conversation takes no more messages. */
  ended: boolean;
}

/**
 * One turn of a `vf` agent: the visitor's text (or the launch) goes to the flow builder's dialog
 * runtime named in the agent's vfSettings, and its traces come back as the reply text and buttons.
 * Failures are `AppError('FLOW_RUNTIME_FAILED')` with a sentence for the owner; nothing is retried.
 */
export async function flowRuntimeAnswer(deps: FlowRuntimeDeps, turn: FlowRuntimeTurn): Promise<FlowRuntimeAnswer> {
  if (turn.agent.agentPlatform !== 'vf') {
    throw new Error(`flowRuntimeAnswer called for a ${turn.agent.agentPlatform} agent`);
  }
  if (!turn.apiKey) {
    throw new AppError(
      'FLOW_RUNTIME_FAILED',
      "This agent has no flow runtime API key. Save one in the agent's settings.",
    );
  }
  let traces: unknown[];
  try {
    traces = await interact(deps.egress, {
      runtimeUrl: turn.agent.vfSettings?.runtimeUrl ?? VF_DEFAULT_RUNTIME_URL,
      versionID: turn.agent.vfSettings?.versionID ?? VF_DEFAULT_VERSION_ID,
      apiKey: turn.apiKey,
      userID: turn.conversationId,
      action: turn.input.type === 'launch' ? { type: 'launch' } : { type: 'text', payload: turn.input.text },
    });
  } catch (error) {
    throw describeFailure(error);
  }
  const reply = replyFromTraces(traces);
  return {
    text: reply.text,
    parts: reply.buttons.length > 0 ? [{ type: 'buttons', buttons: reply.buttons.map((label) => ({ label })) }] : [],
    ended: reply.ended,
  };
}

function describeFailure(error: unknown): Error {
  let failure: AppError;
  if (error instanceof DialogRuntimeError) {
    const hint = error.reason === 'unauthorized' ? " Check the API key in the agent's settings." : '';
    failure = new AppError('FLOW_RUNTIME_FAILED', `${error.message}${hint}`);
  } else if (error instanceof EgressError) {
    failure = new AppError('FLOW_RUNTIME_FAILED', `Could not reach the flow runtime: ${error.message}`);
  } else {
    return error instanceof Error ? error : new Error(String(error));
  }
  // Kept for the server log; the message above is what people see.
  failure.cause = error;
  return failure;
}
