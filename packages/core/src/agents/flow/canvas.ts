import type { AgentNode } from '../agent.js';
import { readFlowNode } from './node-data.js';

/**
 * The agent document's `nodes` as the Canvas (@xyflow/react) draws them, and the Canvas's edits
 * back as new `nodes`. The document has no edges: an edge is the start's `next` or a step's
 * transition, so drawing, connecting and deleting edges all go through the nodes' data.
 * The shapes here are the parts of @xyflow/react's Node and Edge the Canvas uses.
 */

type NodeType = AgentNode['type'];

export interface CanvasNode {
  id: string;
  type: NodeType;
  position: { x: number; y: number };
  data: Record<string, unknown>;
}

export interface CanvasEdge {
  id: string;
  source: string;
  target: string;
  /** A transition's condition; absent for the start's edge. */
  label?: string;
  data: { transitionId: string | null };
}

export function toCanvasNodes(nodes: readonly AgentNode[]): CanvasNode[] {
  return nodes.map(({ id, type, position, data }) => ({ id, type, position, data }));
}

/** One edge from the start to its `next`, and one per transition of each step. */
export function toCanvasEdges(nodes: readonly AgentNode[]): CanvasEdge[] {
  const ids = new Set(nodes.map((node) => node.id));
  return nodes.flatMap((node): CanvasEdge[] => {
    const flowNode = readFlowNode(node);
    if (flowNode.type === 'start') {
      const next = flowNode.data.next;
      return next && ids.has(next)
        ? [{ id: canvasEdgeId(node.id, null), source: node.id, target: next, data: { transitionId: null } }]
        : [];
    }
    if (flowNode.type !== 'default') return [];
    return flowNode.data.transitions
      .filter((transition) => ids.has(transition.target))
      .map((transition) => ({
        id: canvasEdgeId(node.id, transition.id),
        source: node.id,
        target: transition.target,
        label: transition.condition,
        data: { transitionId: transition.id },
      }));
  });
}

export function canvasEdgeId(source: string, transitionId: string | null): string {
  return transitionId === null ? `${source}->next` : `${source}->${transitionId}`;
}

export const NEW_STEP_NAME = 'New step';

/** A node of `type` with empty data, for the Canvas's add buttons. */
export function newFlowNode(type: NodeType, id: string, position: { x: number; y: number }): AgentNode {
  const data: Record<NodeType, Record<string, unknown>> = {
    start: { label: 'Start', next: null },
    default: { name: NEW_STEP_NAME, instructions: '', transitions: [] },
    note: { text: '' },
    end: { message: '' },
  };
  return { id, type, position, data: data[type] };
}

export function moveFlowNode(nodes: readonly AgentNode[], id: string, position: { x: number; y: number }) {
  return nodes.map((node) => (node.id === id ? { ...node, position } : node));
}

/** Replaces some fields of a node's data. */
export function updateFlowNodeData(nodes: readonly AgentNode[], id: string, patch: Record<string, unknown>) {
  return nodes.map((node) => (node.id === id ? { ...node, data: { ...node.data, ...patch } } : node));
}

/** Deletes nodes and every link that led to them. */
export function removeFlowNodes(nodes: readonly AgentNode[], ids: readonly string[]): AgentNode[] {
  const gone = new Set(ids);
  return nodes
    .filter((node) => !gone.has(node.id))
    .map((node) => {
      if (node.type === 'start' && typeof node.data.next === 'string' && gone.has(node.data.next)) {
        return { ...node, data: { ...node.data, next: null } };
      }
      if (node.type !== 'default' || !Array.isArray(node.data.transitions)) return node;
      const transitions = (node.data.transitions as { target?: unknown }[]).filter(
        (transition) => !(typeof transition?.target === 'string' && gone.has(transition.target)),
      );
      return transitions.length === node.data.transitions.length
        ? node
        : { ...node, data: { ...node.data, transitions } };
    });
}

/** Deletes what an edge stands for: the start's `next`, or a step's transition. */
export function removeFlowEdge(nodes: readonly AgentNode[], edge: Pick<CanvasEdge, 'source' | 'data'>): AgentNode[] {
  return nodes.map((node) => {
    if (node.id !== edge.source) return node;
    if (edge.data.transitionId === null) return { ...node, data: { ...node.data, next: null } };
    return removeTransition(node, edge.data.transitionId);
  });
}

/** Writes a transition's condition. */
export function setTransitionCondition(
  nodes: readonly AgentNode[],
  nodeId: string,
  transitionId: string,
  condition: string,
): AgentNode[] {
  return nodes.map((node) => {
    if (node.id !== nodeId || !Array.isArray(node.data.transitions)) return node;
    const transitions = (node.data.transitions as Record<string, unknown>[]).map((transition) =>
      transition?.id === transitionId ? { ...transition, condition } : transition,
    );
    return { ...node, data: { ...node.data, transitions } };
  });
}

export function removeTransition(node: AgentNode, transitionId: string): AgentNode {
  const transitions = Array.isArray(node.data.transitions) ? (node.data.transitions as { id?: unknown }[]) : [];
  return { ...node, data: { ...node.data, transitions: transitions.filter((t) => t?.id !== transitionId) } };
}

/**
 * Whether an edge may go from `source` to `target`: the start leads to a step (one edge: a new
 * one replaces it), a step leads to another step or an end. Notes take no edges.
 */
export function canConnect(nodes: readonly AgentNode[], source: string, target: string): boolean {
  if (source === target) return false;
  const from = nodes.find((node) => node.id === source);
  const to = nodes.find((node) => node.id === target);
  if (!from || !to) return false;
  if (from.type === 'start') return to.type === 'default';
  return from.type === 'default' && (to.type === 'default' || to.type === 'end');
}

/**
 * The nodes after drawing an edge: the start's `next` is set, or the step gets a transition with
 * an empty condition for the owner to write. Unchanged when the edge is not allowed.
 */
export function connectFlowNodes(
  nodes: readonly AgentNode[],
  source: string,
  target: string,
  transitionId: string,
): AgentNode[] {
  if (!canConnect(nodes, source, target)) return [...nodes];
  return nodes.map((node) => {
    if (node.id !== source) return node;
    if (node.type === 'start') return { ...node, data: { ...node.data, next: target } };
    const transitions = Array.isArray(node.data.transitions) ? node.data.transitions : [];
    return {
      ...node,
      data: { ...node.data, transitions: [...transitions, { id: transitionId, condition: '', target }] },
    };
  });
}
