import { describe, expect, it } from 'vitest';
import type { AgentNode } from '../agent.js';
import { AGENT_TEMPLATES } from '../templates.js';
import { flowIssueMessage, validateFlow } from './validate-flow.js';

const at = { x: 0, y: 0 };
const start = (next?: string): AgentNode => ({ id: 'start', type: 'start', position: at, data: { next } });
const step = (id: string, transitions: unknown[] = [], name = 'Ask'): AgentNode => ({
  id,
  type: 'default',
  position: at,
  data: { name, instructions: '', transitions },
});
const end: AgentNode = { id: 'end', type: 'end', position: at, data: { message: 'Bye' } };

describe('validateFlow', () => {
  it('accepts a connected flow, a lone start, and no nodes at all', () => {
    expect(validateFlow([start('a'), step('a', [{ id: 't', condition: 'done', target: 'end' }]), end])).toEqual([]);
    expect(validateFlow([start()])).toEqual([]);
    expect(validateFlow([])).toEqual([]);
  });

  it('needs a start once the flow has steps, and only one', () => {
    expect(flowIssueMessage([step('a')])).toBe('The flow needs a start node.');
    expect(flowIssueMessage([start('a'), { ...start('a'), id: 'start-2' }, step('a')])).toBe(
      'A flow has only one start node.',
    );
  });

  it('names the step whose transition leads to a node that does not exist', () => {
    expect(validateFlow([start('a'), step('a', [{ id: 't', condition: 'done', target: 'gone' }])])).toEqual([
      { nodeId: 'a', transitionId: 't', message: 'Step "Ask": a transition leads to a node that does not exist.' },
    ]);
  });

  it('asks for a condition and a step name', () => {
    const issues = validateFlow([start('a'), step('a', [{ id: 't', condition: ' ', target: 'end' }], ''), end]);
    expect(issues.map((issue) => issue.message)).toEqual([
      'A step: Please give this step a name.',
      'A step: Please describe when the conversation takes this transition.',
    ]);
    expect(issues[1]).toMatchObject({ nodeId: 'a', transitionId: 't' });
  });

  it('keeps the start pointing at a step, and transitions out of starts and notes', () => {
    expect(flowIssueMessage([start('end'), end])).toBe('The start must lead to a step.');
    expect(flowIssueMessage([start('nowhere')])).toBe('The start leads to a node that does not exist.');
    expect(flowIssueMessage([start('a'), step('a', [{ id: 't', condition: 'again', target: 'start' }])])).toBe(
      'Step "Ask": a transition must lead to a step or an end.',
    );
  });

  it('accepts every template’s flow', () => {
    for (const template of AGENT_TEMPLATES) expect(validateFlow(template.body.nodes ?? [])).toEqual([]);
  });
});
