import { describe, expect, it } from 'vitest';
import type { AgentNode } from '../agent.js';
import {
  canConnect,
  connectFlowNodes,
  newFlowNode,
  removeFlowEdge,
  removeFlowNodes,
  setTransitionCondition,
  toCanvasEdges,
  toCanvasNodes,
} from './canvas.js';
import { flowStep } from './flow-step.js';

const at = { x: 0, y: 0 };
const flow: AgentNode[] = [
  { id: 'start', type: 'start', position: at, data: { label: 'Start', next: 'a' } },
  {
    id: 'a',
    type: 'default',
    position: { x: 10, y: 200 },
    data: { name: 'A', instructions: '', transitions: [{ id: 't1', condition: 'done', target: 'end' }] },
  },
  { id: 'n', type: 'note', position: at, data: { text: 'hi' } },
  { id: 'end', type: 'end', position: at, data: {} },
];

describe('the Canvas view of the nodes', () => {
  it('keeps nodes as they are and draws the start’s next and each transition as edges', () => {
    expect(toCanvasNodes(flow)[1]).toEqual({
      id: 'a',
      type: 'default',
      position: { x: 10, y: 200 },
      data: flow[1]?.data,
    });
    expect(toCanvasEdges(flow)).toEqual([
      { id: 'start->next', source: 'start', target: 'a', data: { transitionId: null } },
      { id: 'a->t1', source: 'a', target: 'end', label: 'done', data: { transitionId: 't1' } },
    ]);
  });

  it('connecting a step to an end adds a transition whose condition is then written', () => {
    const added = [...flow, newFlowNode('default', 'b', at)];
    const connected = connectFlowNodes(added, 'b', 'end', 't9');
    expect(connected.at(-1)?.data.transitions).toEqual([{ id: 't9', condition: '', target: 'end' }]);
    const written = setTransitionCondition(connected, 'b', 't9', 'The visitor is happy');
    expect(toCanvasEdges(written).find((edge) => edge.id === 'b->t9')).toEqual({
      id: 'b->t9',
      source: 'b',
      target: 'end',
      label: 'The visitor is happy',
      data: { transitionId: 't9' },
    });
  });

  it('connecting the start replaces its next; notes, ends and loops take no edge', () => {
    const added = [...flow, newFlowNode('default', 'b', at)];
    expect(flowStep(connectFlowNodes(added, 'start', 'b', 'x'), null)?.nodeId).toBe('b');
    expect(canConnect(flow, 'n', 'a')).toBe(false);
    expect(canConnect(flow, 'a', 'n')).toBe(false);
    expect(canConnect(flow, 'end', 'a')).toBe(false);
    expect(canConnect(flow, 'start', 'end')).toBe(false);
    expect(canConnect(flow, 'a', 'a')).toBe(false);
    expect(connectFlowNodes(flow, 'n', 'a', 'x')).toEqual(flow);
  });

  it('deleting a node deletes the edges into it; deleting an edge deletes its transition', () => {
    const withoutEnd = removeFlowNodes(flow, ['end']);
    expect(withoutEnd.map((node) => node.id)).toEqual(['start', 'a', 'n']);
    expect(toCanvasEdges(withoutEnd).map((edge) => edge.id)).toEqual(['start->next']);
    expect(removeFlowNodes(flow, ['a'])[0]?.data.next).toBeNull();

    const [startEdge, transitionEdge] = toCanvasEdges(flow);
    expect(toCanvasEdges(removeFlowEdge(flow, transitionEdge!)).map((edge) => edge.id)).toEqual(['start->next']);
    expect(flowStep(removeFlowEdge(flow, startEdge!), null)).toBeNull();
  });
});
