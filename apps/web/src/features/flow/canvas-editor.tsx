import '@xyflow/react/dist/style.css';
import {
  type AgentNode,
  type CanvasEdge,
  canConnect,
  connectFlowNodes,
  moveFlowNode,
  newFlowNode,
  removeFlowEdge,
  removeFlowNodes,
  toCanvasEdges,
  toCanvasNodes,
  validateFlow,
} from '@agent-platform/core';
import { Alert, Anchor, Button, Group, List, Stack, Title, useComputedColorScheme } from '@mantine/core';
import { IconAlertTriangle, IconFlag, IconMessage, IconNote, IconPlayerPlay } from '@tabler/icons-react';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type Edge,
  type EdgeChange,
  MarkerType,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import classes from './canvas.module.css';
import { type CanvasFlowNode, FLOW_NODE_TYPES } from './flow-nodes';
import { FlowPanel } from './flow-panel';
import { newFlowId } from './new-flow-id';

export type CanvasFlowEdge = Edge<CanvasEdge['data']>;

/** The Canvas: the agent's `nodes` as a graph. Every edit changes the unsaved agent, saved by Publish. */
export function CanvasEditor() {
  return (
    <ReactFlowProvider>
      <Editor />
    </ReactFlowProvider>
  );
}

function toFlowEdges(nodes: readonly AgentNode[]): CanvasFlowEdge[] {
  return toCanvasEdges(nodes).map((edge) => ({
    ...edge,
    label: edge.data.transitionId === null ? undefined : edge.label?.trim() || 'Write a condition',
    markerEnd: { type: MarkerType.ArrowClosed },
  }));
}

// A node's usual footprint on the Canvas, with some air.
const NODE_SPAN = { x: 240, y: 140 };

/** The first place at or below `wanted` where a new node covers no other. */
function freeSpot(nodes: readonly AgentNode[], wanted: { x: number; y: number }) {
  const spot = { ...wanted };
  const covers = () =>
    nodes.some(
      (node) => Math.abs(node.position.x - spot.x) < NODE_SPAN.x && Math.abs(node.position.y - spot.y) < NODE_SPAN.y,
    );
  while (covers()) spot.y += NODE_SPAN.y;
  return spot;
}

function Editor() {
  const { local, editLocal } = useAgentShell();
  const docNodes = local.nodes;
  const scheme = useComputedColorScheme('light');
  const { screenToFlowPosition } = useReactFlow();
  const wrapper = useRef<HTMLDivElement>(null);
  // A node just added or connected from, selected once the redraw below has it.
  const selectNext = useRef<string | null>(null);
  const [nodes, setNodes] = useState<CanvasFlowNode[]>(() => toCanvasNodes(docNodes));
  const [edges, setEdges] = useState<CanvasFlowEdge[]>(() => toFlowEdges(docNodes));
  const issues = useMemo(() => validateFlow(docNodes), [docNodes]);

  const setDocNodes = useCallback(
    (update: (nodes: AgentNode[]) => AgentNode[]) => editLocal((agent) => ({ ...agent, nodes: update(agent.nodes) })),
    [editLocal],
  );

  // The document is the truth: redraw from it after every edit, keeping what only the Canvas knows
  // (selection, measured sizes).
  useEffect(() => {
    const select = selectNext.current;
    selectNext.current = null;
    setNodes((previous) => {
      const before = new Map(previous.map((node) => [node.id, node]));
      return toCanvasNodes(docNodes).map((node) => {
        const old = before.get(node.id);
        const selected = select ? node.id === select : (old?.selected ?? false);
        return { ...node, selected, ...(old?.measured ? { measured: old.measured } : {}) };
      });
    });
    setEdges((previous) => {
      const selected = new Set(previous.filter((edge) => edge.selected).map((edge) => edge.id));
      return toFlowEdges(docNodes).map((edge) => ({ ...edge, selected: !select && selected.has(edge.id) }));
    });
  }, [docNodes]);

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasFlowNode>[]) => setNodes((current) => applyNodeChanges(changes, current)),
    [],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasFlowEdge>[]) => setEdges((current) => applyEdgeChanges(changes, current)),
    [],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      selectNext.current = connection.source;
      setDocNodes((current) => connectFlowNodes(current, connection.source, connection.target, newFlowId('t')));
    },
    [setDocNodes],
  );

  const add = (type: AgentNode['type']) => {
    const box = wrapper.current?.getBoundingClientRect();
    const center = box
      ? screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
      : { x: 0, y: 0 };
    const id = newFlowId(type === 'default' ? 'step' : type);
    const position = freeSpot(docNodes, { x: Math.round(center.x - 110), y: Math.round(center.y - 40) });
    selectNext.current = id;
    setDocNodes((current) => [...current, newFlowNode(type, id, position)]);
  };

  const selectNode = (id: string) => {
    setNodes((current) => current.map((node) => ({ ...node, selected: node.id === id })));
    setEdges((current) => current.map((edge) => ({ ...edge, selected: false })));
  };

  const selectedNode = nodes.find((node) => node.selected);
  const selectedEdge = selectedNode ? undefined : edges.find((edge) => edge.selected);
  const hasStart = docNodes.some((node) => node.type === 'start');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Canvas
        </Title>
        <Group gap="xs" wrap="wrap">
          {!hasStart && (
            <Button variant="default" size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={() => add('start')}>
              Add start
            </Button>
          )}
          <Button variant="default" size="xs" leftSection={<IconMessage size={14} />} onClick={() => add('default')}>
            Add step
          </Button>
          <Button variant="default" size="xs" leftSection={<IconFlag size={14} />} onClick={() => add('end')}>
            Add end
          </Button>
          <Button variant="default" size="xs" leftSection={<IconNote size={14} />} onClick={() => add('note')}>
            Add note
          </Button>
        </Group>
      </Group>
      {issues.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Fix the flow before publishing">
          <List size="sm" spacing={2}>
            {issues.map((issue) => (
              <List.Item key={`${issue.nodeId}-${issue.transitionId}-${issue.message}`}>
                {issue.nodeId ? (
                  <Anchor component="button" type="button" size="sm" onClick={() => selectNode(issue.nodeId ?? '')}>
                    {issue.message}
                  </Anchor>
                ) : (
                  issue.message
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group align="stretch" gap="md" wrap="nowrap">
        <div className={classes.canvas} ref={wrapper}>
          <ReactFlow<CanvasFlowNode, CanvasFlowEdge>
            nodes={nodes}
            edges={edges}
            nodeTypes={FLOW_NODE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            isValidConnection={(connection) => canConnect(docNodes, connection.source, connection.target)}
            onNodeDragStop={(_event, _node, dragged) =>
              setDocNodes((current) =>
                dragged.reduce((next, node) => moveFlowNode(next, node.id, node.position), current),
              )
            }
            onNodesDelete={(deleted) =>
              setDocNodes((current) =>
                removeFlowNodes(
                  current,
                  deleted.map((n) => n.id),
                ),
              )
            }
            onEdgesDelete={(deleted) =>
              setDocNodes((current) =>
                deleted.reduce(
                  (next, edge) =>
                    removeFlowEdge(next, { source: edge.source, data: edge.data ?? { transitionId: null } }),
                  current,
                ),
              )
            }
            deleteKeyCode={['Backspace', 'Delete']}
            colorMode={scheme}
            fitView
            fitViewOptions={{ maxZoom: 1 }}
          >
            <Background />
            <Controls />
          </ReactFlow>
        </div>
        {(selectedNode || selectedEdge) && (
          <div className={classes.panel}>
            <FlowPanel nodeId={selectedNode?.id} edge={selectedEdge} onSelectNode={selectNode} />
          </div>
        )}
      </Group>
    </Stack>
  );
}
