import {
  type AgentNode,
  applyTransition,
  flowStep,
  flowStepPrompt,
  type NodeTransitionTrace,
  transitionConfirmation,
} from '@agent-platform/core';
import { type ToolSet, tool, zodSchema } from 'ai';
import { z } from 'zod';

/** A transition takes no input; its JSON schema is converted once, not every turn. */
const NO_INPUT = zodSchema(z.object({}));

/** What a turn changed, for the engine to store once the answer is done. */
export interface FlowTurnOutcome {
  /** Store as `conversations.current_node_id`: the step the next turn starts at. */
  currentNodeId: string;
  /** The move the model made this turn (at most one), for the answer's `trace.nodeTransitions`. */
  transitions: NodeTransitionTrace[];
  /** An `end` node was reached: set `conversations.ended_at` and the answer's `conversationEnded`. */
  ended: boolean;
  /** The end node's message, which the model was asked to close with. */
  endMessage?: string;
}

/** One turn of a conversation that follows the agent's flow. */
export interface FlowTurn {
  /** The step the turn starts at. */
  nodeId: string;
  /**
   * The conversation is already at an `end` node: it takes no more messages, and the model is
   * not called. (The engine normally refuses earlier, from `conversations.ended_at`.)
   */
  ended: boolean;
  /** The step's part of the system prompt (core's `systemPrompt` places it); empty at an end. */
  system: string;
  /** The step's transitions, one tool each; merge into the `tools` of `streamText`/`generateText`. */
  tools: ToolSet;
  /** What the turn changed so far; read it after the model's answer is complete. */
  outcome(): FlowTurnOutcome;
}

/**
 * The flow's part of one turn, for the conversation engine. Undefined when the agent does not
 * follow a flow (nodes off, no start, or a start that leads nowhere): answer with the prompt alone.
 *
 * ```ts
 * const flow = flowTurn(agent, conversation.currentNodeId);
 * const result = streamText({
 *   system: systemPrompt({ agent, currentNodeId: conversation.currentNodeId, knowledge }), // holds flow.system
 *   tools: { ...otherTools, ...flow?.tools },
 *   stopWhen: stepCountIs(3), // the tool call, then the answer
 *   ...
 * });
 * // once the answer is complete:
 * const { currentNodeId, transitions, ended } = flow.outcome();
 * ```
 * The model moves by calling a tool; its result (a short confirmation with the new step's
 * instructions, or the end message) is what the model answers from in the same turn.
 */
export function flowTurn(
  agent: { enableNodes: boolean; nodes: readonly AgentNode[] },
  currentNodeId: string | null,
): FlowTurn | undefined {
  if (!agent.enableNodes) return undefined;
  const step = flowStep(agent.nodes, currentNodeId);
  if (!step) return undefined;

  const outcome: FlowTurnOutcome = { currentNodeId: step.nodeId, transitions: [], ended: step.ended };
  const tools: ToolSet = {};
  for (const offered of step.tools) {
    tools[offered.name] = tool({
      description: offered.description,
      inputSchema: NO_INPUT,
      execute: async () => {
        const [taken] = outcome.transitions;
        // Every tool was made for the starting step: a second move would start from the wrong one.
        if (taken) return 'Already moved to another step in this answer. Answer the visitor now.';
        const move = applyTransition(agent.nodes, step.nodeId, offered.name);
        if (!move) return 'This transition is no longer available. Stay at this step.';
        outcome.transitions.push({ from: move.from, to: move.to, condition: move.condition });
        outcome.currentNodeId = move.to;
        outcome.ended = move.ended;
        if (move.endMessage) outcome.endMessage = move.endMessage;
        return transitionConfirmation(move);
      },
    });
  }

  return {
    nodeId: step.nodeId,
    ended: step.ended,
    system: flowStepPrompt(step),
    tools,
    outcome: () => ({ ...outcome, transitions: [...outcome.transitions] }),
  };
}
