import { type AnswerTrace, type RichPart, replyCost, systemPrompt, type ToolCallTrace } from '@agent-platform/core';
import {
  generateText,
  type LanguageModel,
  type LanguageModelUsage,
  type StepResult,
  stepCountIs,
  streamText,
  type TextStreamPart,
  type ToolSet,
} from 'ai';
import { agentToolSet } from './agent-tool-set.js';
import { type FlowTurn, flowTurn } from './flow-turn.js';
import { leadTool } from './lead-tool.js';
import { outputAllowance, recordOutput } from './output-allowance.js';
import type { TurnInput, TurnStream } from './turn.js';
import { uiEngineTools } from './ui-engine-tools.js';

/** Model calls one answer may make: tools answer between them. */
const MAX_STEPS = 5;

export interface PromptAgentPlan {
  system: string;
  /** The agent's flow this turn, when it follows one (nodes). */
  flow: FlowTurn | undefined;
  tools: ToolSet;
  parts: RichPart[];
  /** The debugger's entries for the tools called, in the order they were called. */
  toolCalls: ToolCallTrace[];
  /** Tools that write their own, fuller, debugger entries (with the HTTP request they sent). */
  selfTracedTools: Set<string>;
}

/**
 * What a prompt (`vg`) agent's model is given for this turn: its instructions, the step of its
 * flow it is at, and its tools (the workspace tools it was assigned, the flow's transitions, and
 * with the UI engine its rich elements and the lead tool; the engine's own have reserved names,
 * so none shadows another).
 */
export async function planPromptAgentTurn(input: TurnInput): Promise<PromptAgentPlan> {
  const { agent, deps, region, conversation } = input;
  const parts: RichPart[] = [];
  // Workspace tools write their own entries here, with the request they sent.
  const toolCalls: ToolCallTrace[] = [];
  const functionTools = await agentToolSet(
    deps,
    region,
    conversation.workspaceUid,
    agent.assignedToolsIds ?? [],
    toolCalls,
  );
  const flow = flowTurn(agent, conversation.currentNodeId);
  const tools: ToolSet = { ...functionTools, ...flow?.tools };
  // The lead tool comes with the UI engine's: an agent without tools sends the model none, which
  // models that cannot call tools (many small local ones) need.
  if (agent.vg_enableUIEngine) Object.assign(tools, uiEngineTools(parts), leadTool(deps, region, conversation));
  // Assembled by core, which the Prompt tab's preview also uses, so both show the same prompt.
  const system = systemPrompt({
    agent,
    currentNodeId: conversation.currentNodeId,
    knowledge: input.knowledge,
    ...(input.pageUrl ? { pageUrl: input.pageUrl } : {}),
  });
  return {
    system,
    flow,
    tools,
    parts,
    toolCalls,
    selfTracedTools: new Set([...Object.keys(functionTools), ...Object.keys(flow?.tools ?? {})]),
  };
}

/**
 * What an answer is expected to cost at most, reserved before it streams: every step reading
 * the whole prompt and writing the agent's output allowance. Input is counted as a token per
 * three characters, more than tokenizers give for text.
 */
export function answerCeiling(input: TurnInput, plan: PromptAgentPlan): number {
  const characters =
    plan.system.length +
    JSON.stringify(input.history).length +
    Object.values(plan.tools).reduce((n, t) => n + JSON.stringify(t.inputSchema ?? {}).length + 200, 0);
  const steps = Object.keys(plan.tools).length > 0 ? MAX_STEPS : 1;
  const output = outputAllowance(input.conversation.agentId, input.agent.vg_maxTokens);
  return replyCost(input.agent.vg_defaultModel, steps * Math.ceil(characters / 3), steps * output);
}

/**
 * A prompt agent's answer from its language model, streamed token by token; or, for a caller
 * that sends the answer only once it is whole (a phone turn, a channel message), asked for whole:
 * a streamed call costs the server several milliseconds more per answer in the AI SDK's stream
 * pipeline, for tokens nobody would see.
 */
export async function* promptAgentTurn(
  input: TurnInput,
  plan: PromptAgentPlan,
  model: LanguageModel,
  { streamTokens }: { streamTokens: boolean },
): TurnStream {
  const { agent } = input;
  const hasTools = Object.keys(plan.tools).length > 0;
  const request = {
    model,
    system: plan.system,
    // The greeting the visitor saw opens the conversation the model continues.
    messages: [...agent.vg_initMessages.map((content) => ({ role: 'assistant' as const, content })), ...input.history],
    temperature: agent.vg_temperature,
    maxOutputTokens: agent.vg_maxTokens,
    ...(hasTools ? { tools: plan.tools, stopWhen: stepCountIs(MAX_STEPS) } : {}),
  };
  let text = '';
  let shown = 0;
  const calls = new Map<string, ToolCallTrace>();
  /** Notes a part of the answer in the debugger's trace; returns the text it adds, if any. */
  const take = (part: AnswerPart): string => {
    if (part.type === 'text-delta' || part.type === 'text') return part.text;
    if (part.type === 'tool-call') {
      const call: ToolCallTrace = { toolName: part.toolName, input: part.input };
      calls.set(part.toolCallId, call);
      if (!plan.selfTracedTools.has(part.toolName)) plan.toolCalls.push(call);
    } else if (part.type === 'tool-result' || part.type === 'tool-error') {
      const call = calls.get(part.toolCallId);
      if (call && part.type === 'tool-result') call.output = part.output;
      if (call && part.type === 'tool-error') call.error = errorText(part.error);
    } else if (part.type === 'error') {
      throw part.error;
    }
    return '';
  };
  let usage: LanguageModelUsage | undefined;
  // The most output tokens of one step (one model call), for the next answer's reservation.
  let stepOutput = 0;
  if (streamTokens) {
    // Usage is read from the stream's own finish parts: `totalUsage` and `steps` would each read
    // the stream again through a copy of it (a tee), for every answer.
    for await (const part of streamText(request).fullStream) {
      if (part.type === 'finish-step') stepOutput = Math.max(stepOutput, part.usage.outputTokens ?? 0);
      if (part.type === 'finish') usage = part.totalUsage;
      const piece = take(part);
      text += piece;
      if (piece) yield { type: 'token', text: piece };
      while (shown < plan.parts.length) yield { type: 'part', part: plan.parts[shown++] as RichPart };
    }
  } else {
    const whole = await generateText(request);
    for (const part of whole.steps.flatMap((step) => step.content)) text += take(part);
    if (text) yield { type: 'token', text };
    for (const part of plan.parts) yield { type: 'part', part };
    usage = whole.totalUsage;
    stepOutput = Math.max(0, ...whole.steps.map((step) => step.usage.outputTokens ?? 0));
  }
  recordOutput(input.conversation.agentId, stepOutput);
  const flow = plan.flow?.outcome();
  const trace: AnswerTrace = {
    ...(input.knowledge.length > 0 ? { chunks: input.knowledge } : {}),
    ...(input.searchQuery ? { searchQuery: input.searchQuery } : {}),
    ...(plan.toolCalls.length > 0 ? { toolCalls: plan.toolCalls } : {}),
    ...(flow?.transitions.length ? { nodeTransitions: flow.transitions } : {}),
  };
  return {
    text,
    responder: 'model',
    modelId: agent.vg_defaultModel,
    inputTokens: usage?.inputTokens ?? 0,
    outputTokens: usage?.outputTokens ?? 0,
    parts: plan.parts,
    trace,
    ...(flow ? { nextNodeId: flow.currentNodeId, ended: flow.ended } : {}),
  };
}

/** A part of a streamed answer, or of one step of a whole one. */
type AnswerPart = TextStreamPart<ToolSet> | StepResult<ToolSet>['content'][number];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
