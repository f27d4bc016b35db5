import { describe, expect, it } from 'vitest';
import type { AgentNode } from '../agent.js';
import { applyTransition, flowStep, flowStepPrompt, toolName, transitionConfirmation } from './flow-step.js';

const at = { x: 0, y: 0 };
/** Start -> Greet; Greet -> Book (wants an appointment), Greet -> bye (says goodbye); Book -> bye. */
const booking: AgentNode[] = [
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
  {
    id: 'book',
    type: 'default',
    position: at,
    data: {
      name: 'Book',
      instructions: 'Collect a date and a name.',
      transitions: [{ id: 't3', condition: 'The booking is confirmed', target: 'bye' }],
    },
  },
  { id: 'note-1', type: 'note', position: at, data: { text: 'Remember to add opening hours.' } },
  { id: 'bye', type: 'end', position: at, data: { message: 'Thanks, see you soon!' } },
];

describe('flowStep', () => {
  it("starts a new conversation at the start's next step, offering one tool per transition", () => {
    const step = flowStep(booking, null);
    expect(step).toEqual({
      nodeId: 'greet',
      name: 'Greet',
      instructions: 'Ask what the visitor needs.',
      ended: false,
      tools: [
        {
          name: 'go_to_book',
          description: 'The visitor wants an appointment',
          condition: 'The visitor wants an appointment',
          transitionId: 't1',
          target: 'book',
        },
        {
          name: 'go_to_bye',
          description: 'The visitor says goodbye',
          condition: 'The visitor says goodbye',
          transitionId: 't2',
          target: 'bye',
        },
      ],
    });
  });

  it('continues at the current step', () => {
    const step = flowStep(booking, 'book');
    expect(step?.nodeId).toBe('book');
    expect(step?.tools.map((tool) => tool.name)).toEqual(['go_to_bye']);
  });

  it('is at the end, with nothing to offer, once an end node is reached', () => {
    expect(flowStep(booking, 'bye')).toMatchObject({ nodeId: 'bye', ended: true, tools: [] });
  });

  it('goes back to the beginning when the current node was deleted or is a note', () => {
    expect(flowStep(booking, 'deleted-step')?.nodeId).toBe('greet');
    expect(flowStep(booking, 'note-1')?.nodeId).toBe('greet');
  });

  it('does not run without a start, or with a start that leads nowhere', () => {
    expect(flowStep(booking.slice(1), null)).toBeNull();
    const unlinked = booking.map((node) => (node.type === 'start' ? { ...node, data: { label: 'Start' } } : node));
    expect(flowStep(unlinked, null)).toBeNull();
  });

  it('offers no tool for a transition without a condition or to a node that is gone', () => {
    const nodes = booking.map((node) =>
      node.id === 'greet'
        ? {
            ...node,
            data: {
              ...node.data,
              transitions: [
                { id: 'a', condition: '  ', target: 'book' },
                { id: 'b', condition: 'Anything', target: 'missing' },
                { id: 'c', condition: 'Anything else', target: 'note-1' },
              ],
            },
          }
        : node,
    );
    expect(flowStep(nodes, null)?.tools).toEqual([]);
  });

  it('names tools safely and keeps two transitions to one target apart', () => {
    expect(toolName('step 1/é')).toBe('go_to_step_1__');
    expect(toolName('x'.repeat(80))).toHaveLength(64);
    const nodes: AgentNode[] = [
      { id: 's', type: 'start', position: at, data: { next: 'a' } },
      {
        id: 'a',
        type: 'default',
        position: at,
        data: {
          name: 'A',
          transitions: [
            { id: '1', condition: 'happy', target: 'end' },
            { id: '2', condition: 'angry', target: 'end' },
          ],
        },
      },
      { id: 'end', type: 'end', position: at, data: {} },
    ];
    expect(flowStep(nodes, null)?.tools.map((tool) => tool.name)).toEqual(['go_to_end', 'go_to_end_2']);
  });

  it('reads steps of older templates, which name them `label` and `prompt`', () => {
    const nodes: AgentNode[] = [
      { id: 'start', type: 'start', position: at, data: { label: 'Start', next: 'main' } },
      { id: 'main', type: 'default', position: at, data: { label: 'Conversation', prompt: 'Help.' } },
    ];
    expect(flowStep(nodes, null)).toMatchObject({ name: 'Conversation', instructions: 'Help.', tools: [] });
  });
});

describe('applyTransition', () => {
  it('moves to the tool’s target with its condition', () => {
    expect(applyTransition(booking, null, 'go_to_book')).toEqual({
      from: 'greet',
      to: 'book',
      condition: 'The visitor wants an appointment',
      ended: false,
      toName: 'Book',
      toInstructions: 'Collect a date and a name.',
    });
  });

  it('ends the conversation at an end node, with its message', () => {
    expect(applyTransition(booking, 'book', 'go_to_bye')).toMatchObject({
      from: 'book',
      to: 'bye',
      condition: 'The booking is confirmed',
      ended: true,
      endMessage: 'Thanks, see you soon!',
    });
  });

  it('refuses a tool the current step does not offer', () => {
    expect(applyTransition(booking, 'book', 'go_to_book')).toBeUndefined();
    expect(applyTransition(booking, 'bye', 'go_to_bye')).toBeUndefined();
  });
});

describe('what the model is told', () => {
  it("gives the step's name, its instructions and each tool with its condition", () => {
    const prompt = flowStepPrompt(flowStep(booking, null)!);
    expect(prompt).toContain('You are at the step "Greet" of this conversation.');
    expect(prompt).toContain('Instructions for this step:\nAsk what the visitor needs.');
    expect(prompt).toContain('- go_to_book: The visitor wants an appointment');
    expect(prompt).toContain('- go_to_bye: The visitor says goodbye');
  });

  it('answers a move with the new step’s instructions, and an end with its message', () => {
    expect(transitionConfirmation(applyTransition(booking, null, 'go_to_book')!)).toBe(
      'Moved to the step "Book". Its instructions:\nCollect a date and a name.',
    );
    expect(transitionConfirmation(applyTransition(booking, 'book', 'go_to_bye')!)).toBe(
      'The conversation is ending. Close it with this message: Thanks, see you soon!',
    );
  });
});
