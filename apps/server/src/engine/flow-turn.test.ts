import type { AgentNode } from '@agent-platform/core';
import { generateText, type ModelMessage, stepCountIs, streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../test/fakes/openai-server.js';
import { createGuardedFetch } from '../platform/egress/guarded-fetch.js';
import { createLanguageModel } from '../platform/llm/language-model.js';
import { flowTurn } from './flow-turn.js';

let fake: FakeOpenAI;
let model: ReturnType<typeof createLanguageModel>;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-flow-test' });
  model = createLanguageModel(
    { provider: 'openai-compatible', baseURL: fake.url, apiKey: 'sk-flow-test' },
    'fake-small',
    createGuardedFetch({ allow: [fake.hostPort] }),
  );
});
afterAll(() => fake.close());

const at = { x: 0, y: 0 };
const nodes: AgentNode[] = [
  { id: 'start', type: 'start', position: at, data: { label: 'Start', next: 'greet' } },
  {
    id: 'greet',
    type: 'default',
    position: at,
    data: {
      name: 'Greet',
      instructions: 'Ask what the visitor needs.',
      transitions: [
        { id: 't1', condition: 'The visitor wants an appointment', target: 'book' },
        { id: 't2', condition: 'The visitor says goodbye', target: 'bye' },
      ],
    },
  },
  { id: 'book', type: 'default', position: at, data: { name: 'Book', instructions: 'Collect a date.' } },
  { id: 'bye', type: 'end', position: at, data: { message: 'Thanks, see you soon!' } },
];
const agent = { enableNodes: true, nodes };
const say = (text: string): ModelMessage[] => [{ role: 'user', content: text }];

describe('flowTurn', () => {
  it('offers the step’s transitions as tools, and records the one the model takes', async () => {
    const turn = flowTurn(agent, null)!;
    expect(turn.nodeId).toBe('greet');
    const result = await generateText({
      model,
      system: `You are a booking assistant.\n\n${turn.system}`,
      messages: say('I need an appointment, use the go_to_book tool'),
      tools: turn.tools,
      stopWhen: stepCountIs(3),
    });

    expect(result.text).toBe('The tool answered: Moved to the step "Book". Its instructions:\nCollect a date.');
    expect(turn.outcome()).toEqual({
      currentNodeId: 'book',
      transitions: [{ from: 'greet', to: 'book', condition: 'The visitor wants an appointment' }],
      ended: false,
    });

    // What the model was sent: the step in the system prompt, each transition as a described tool.
    const sent = fake.requests.filter((request) => request.path === '/v1/chat/completions').at(-2)?.body as unknown as {
      messages: { role: string; content: string }[];
      tools: { function: { name: string; description: string } }[];
    };
    expect(sent.messages[0]?.content).toContain('Instructions for this step:\nAsk what the visitor needs.');
    expect(sent.tools.map((offered) => offered.function)).toMatchObject([
      { name: 'go_to_book', description: 'The visitor wants an appointment' },
      { name: 'go_to_bye', description: 'The visitor says goodbye' },
    ]);
  });

  it('stays at the step when the model takes no transition', async () => {
    const turn = flowTurn(agent, 'greet')!;
    const result = await generateText({ model, messages: say('Hello'), tools: turn.tools, stopWhen: stepCountIs(3) });
    expect(result.text).toBe('Hello from the test model. You said: Hello');
    expect(turn.outcome()).toEqual({ currentNodeId: 'greet', transitions: [], ended: false });
  });

  it('ends the conversation at an end node, streaming its message back to the model', async () => {
    const turn = flowTurn(agent, 'greet')!;
    const result = streamText({
      model,
      system: turn.system,
      messages: say('Bye! use the go_to_bye tool'),
      tools: turn.tools,
      stopWhen: stepCountIs(3),
    });
    let text = '';
    for await (const delta of result.textStream) text += delta;
    expect(text).toBe(
      'The tool answered: The conversation is ending. Close it with this message: Thanks, see you soon!',
    );
    expect(turn.outcome()).toEqual({
      currentNodeId: 'bye',
      transitions: [{ from: 'greet', to: 'bye', condition: 'The visitor says goodbye' }],
      ended: true,
      endMessage: 'Thanks, see you soon!',
    });
  });

  it('moves once per answer: a second transition in the same answer is refused', async () => {
    const turn = flowTurn(agent, 'greet')!;
    const options = { toolCallId: 'c', messages: [] };
    await turn.tools.go_to_book?.execute?.({}, options);
    const second = await turn.tools.go_to_bye?.execute?.({}, options);
    expect(second).toBe('Already moved to another step in this answer. Answer the visitor now.');
    expect(turn.outcome()).toMatchObject({ currentNodeId: 'book', ended: false });
  });

  it('is not there for an agent with nodes off or a flow that leads nowhere; an ended one says so', () => {
    expect(flowTurn({ enableNodes: false, nodes }, null)).toBeUndefined();
    expect(flowTurn({ enableNodes: true, nodes: nodes.slice(1) }, null)).toBeUndefined();
    expect(flowTurn(agent, 'bye')).toMatchObject({ nodeId: 'bye', ended: true, system: '', tools: {} });
  });
});
