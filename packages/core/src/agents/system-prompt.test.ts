import { describe, expect, it } from 'vitest';
import type { AgentNode } from './agent.js';
import { systemPrompt, systemPromptSections, UI_ENGINE_INSTRUCTIONS } from './system-prompt.js';

const at = { x: 0, y: 0 };
const flow: AgentNode[] = [
  { id: 'start', type: 'start', position: at, data: { label: 'Start', next: 'greet' } },
  {
    id: 'greet',
    type: 'default',
    position: at,
    data: {
      name: 'Greet',
      instructions: 'Ask what the visitor needs.',
      transitions: [{ id: 't1', condition: 'The visitor says goodbye', target: 'bye' }],
    },
  },
  { id: 'bye', type: 'end', position: at, data: { message: 'Bye!' } },
];

const agent = {
  vg_systemPrompt: 'You are the support assistant of Larkspur.',
  vg_prompt: 'Always answer in two sentences.',
  vg_initPrompt: 'Welcome to Larkspur!',
  vg_enableUIEngine: true,
  enableNodes: true,
  nodes: flow,
};

describe('systemPrompt', () => {
  it('puts the instructions first, then the main prompt, the opening, the step, knowledge, the page and the UI engine', () => {
    const sections = systemPromptSections({
      agent,
      currentNodeId: null,
      knowledge: [{ docName: 'Hours', text: 'Open 9 to 5.' }],
      pageUrl: 'https://larkspur.example/shop',
    });
    expect(sections.map((section) => section.source)).toEqual([
      'instructions',
      'mainPrompt',
      'opening',
      'step',
      'knowledge',
      'page',
      'uiEngine',
    ]);
    const text = sections.map((section) => section.text);
    expect(text[0]).toBe('You are the support assistant of Larkspur.');
    expect(text[1]).toBe('Always answer in two sentences.');
    expect(text[2]).toBe('How you opened this conversation:\nWelcome to Larkspur!');
    expect(text[3]).toContain('You are at the step "Greet" of this conversation.');
    expect(text[3]).toContain('Ask what the visitor needs.');
    expect(text[4]).toContain('[1] Hours\nOpen 9 to 5.');
    expect(text[5]).toBe('The visitor is on this page of the website: https://larkspur.example/shop');
    expect(text[6]).toBe(UI_ENGINE_INSTRUCTIONS);
  });

  it('joins the parts with a blank line, leaving out the empty ones', () => {
    const prompt = systemPrompt({
      agent: { ...agent, vg_prompt: '   ', vg_initPrompt: '', vg_enableUIEngine: false, enableNodes: false },
      currentNodeId: null,
      knowledge: [],
    });
    expect(prompt).toBe('You are the support assistant of Larkspur.');
  });

  it('adds no step when nodes are off, or when the conversation is at an end', () => {
    const sources = (input: Parameters<typeof systemPromptSections>[0]) =>
      systemPromptSections(input).map((section) => section.source);
    expect(sources({ agent: { ...agent, enableNodes: false }, currentNodeId: null, knowledge: [] })).not.toContain(
      'step',
    );
    expect(sources({ agent, currentNodeId: 'bye', knowledge: [] })).not.toContain('step');
  });

  it('reads a main prompt that was never written as empty', () => {
    const { vg_prompt: _, ...withoutMainPrompt } = agent;
    expect(
      systemPromptSections({ agent: withoutMainPrompt, currentNodeId: null, knowledge: [] }).map((s) => s.source),
    ).toEqual(['instructions', 'opening', 'step', 'uiEngine']);
  });
});
