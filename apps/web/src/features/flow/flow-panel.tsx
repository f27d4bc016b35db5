import {
  type AgentNode,
  canConnect,
  canvasEdgeId,
  connectFlowNodes,
  FLOW_CONDITION_REQUIRED_MESSAGE,
  readFlowNode,
  setTransitionCondition,
  updateFlowNodeData,
} from '@agent-platform/core';
import { Button, Card, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useReactFlow } from '@xyflow/react';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import type { CanvasFlowEdge } from './canvas-editor';
import { NODE_TYPE_LABELS } from './flow-nodes';
import { newFlowId } from './new-flow-id';

interface FlowPanelProps {
  nodeId?: string;
  edge?: CanvasFlowEdge;
  onSelectNode: (id: string) => void;
}

/** How a node is named in lists: a step by its name, other nodes by their type. */
function nodeTitle(node: AgentNode): string {
  const flowNode = readFlowNode(node);
  if (flowNode.type === 'default') return flowNode.data.name.trim() || 'Unnamed step';
  return NODE_TYPE_LABELS[node.type];
}

/** The side panel of the Canvas: the selected node's or edge's settings. */
export function FlowPanel({ nodeId, edge, onSelectNode }: FlowPanelProps) {
  const { local, editLocal } = useAgentShell();
  const { deleteElements } = useReactFlow();
  const nodes = local.nodes;
  const setNodes = (update: (nodes: AgentNode[]) => AgentNode[]) =>
    editLocal((agent) => ({ ...agent, nodes: update(agent.nodes) }));
  const titleOf = (id: string) => {
    const node = nodes.find((candidate) => candidate.id === id);
    return node ? nodeTitle(node) : id;
  };

  if (edge) {
    const source = nodes.find((node) => node.id === edge.source);
    const transitionId = edge.data?.transitionId ?? null;
    const sourceNode = source && readFlowNode(source);
    const transition =
      sourceNode?.type === 'default'
        ? sourceNode.data.transitions.find((candidate) => candidate.id === transitionId)
        : undefined;
    return (
      <Card withBorder radius="md" padding="md" aria-label="Selected connection">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {`${titleOf(edge.source)} → ${titleOf(edge.target)}`}
          </Title>
          {transition ? (
            <ConditionField
              target={titleOf(edge.target)}
              value={transition.condition}
              onChange={(condition) =>
                setNodes((current) => setTransitionCondition(current, edge.source, transition.id, condition))
              }
            />
          ) : (
            <Text size="sm" c="dimmed">
              The conversation begins at this step.
            </Text>
          )}
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => void deleteElements({ edges: [{ id: edge.id }] })}
          >
            {transition ? 'Delete transition' : 'Delete connection'}
          </Button>
        </Stack>
      </Card>
    );
  }

  const raw = nodes.find((node) => node.id === nodeId);
  if (!raw) return null;
  const node = readFlowNode(raw);
  const update = (patch: Record<string, unknown>) => setNodes((current) => updateFlowNodeData(current, node.id, patch));
  const targets = nodes.filter((candidate) => canConnect(nodes, node.id, candidate.id));

  return (
    <Card withBorder radius="md" padding="md" aria-label="Selected node">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {NODE_TYPE_LABELS[node.type]}
        </Title>
        {node.type === 'start' && (
          <Select
            label="The conversation begins at"
            placeholder="Choose a step"
            data={targets.map((target) => ({ value: target.id, label: nodeTitle(target) }))}
            value={node.data.next}
            clearable
            onChange={(next) => update({ next })}
          />
        )}
        {node.type === 'note' && (
          <Textarea
            label="Note"
            autosize
            minRows={4}
            value={node.data.text}
            onChange={(event) => update({ text: event.currentTarget.value })}
          />
        )}
        {node.type === 'end' && (
          <TextInput
            label="End message"
            description="What the agent says as it closes the conversation."
            value={node.data.message ?? ''}
            onChange={(event) => update({ message: event.currentTarget.value })}
          />
        )}
        {node.type === 'default' && (
          <>
            <TextInput
              label="Step name"
              value={node.data.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
            />
            <Textarea
              label="Instructions"
              description="What the agent does at this step, on top of the main prompt."
              autosize
              minRows={4}
              maxRows={14}
              value={node.data.instructions}
              onChange={(event) => update({ instructions: event.currentTarget.value })}
            />
            <Text fw={600} size="sm">
              Transitions
            </Text>
            {node.data.transitions.length === 0 && (
              <Text size="sm" c="dimmed">
                None yet. Drag from the bottom of this step to another step or an end, or add one below.
              </Text>
            )}
            {node.data.transitions.map((transition) => (
              <Stack key={transition.id} gap={4}>
                <ConditionField
                  target={titleOf(transition.target)}
                  value={transition.condition}
                  onChange={(condition) =>
                    setNodes((current) => setTransitionCondition(current, node.id, transition.id, condition))
                  }
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  style={{ alignSelf: 'flex-end' }}
                  onClick={() => void deleteElements({ edges: [{ id: canvasEdgeId(node.id, transition.id) }] })}
                >
                  Delete transition
                </Button>
              </Stack>
            ))}
            <Select
              label="Add a transition to"
              placeholder="Choose a step or an end"
              data={targets.map((target) => ({ value: target.id, label: `${nodeTitle(target)} (${target.id})` }))}
              value={null}
              onChange={(target) => {
                if (target) setNodes((current) => connectFlowNodes(current, node.id, target, newFlowId('t')));
              }}
            />
          </>
        )}
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => {
            void deleteElements({ nodes: [{ id: node.id }] });
            onSelectNode('');
          }}
        >
          Delete node
        </Button>
      </Stack>
    </Card>
  );
}

function ConditionField({
  target,
  value,
  onChange,
}: {
  target: string;
  value: string;
  onChange: (condition: string) => void;
}) {
  return (
    <Textarea
      label={`Go to ${target} when`}
      placeholder="The visitor wants to book a visit"
      autosize
      minRows={2}
      value={value}
      error={value.trim() ? undefined : FLOW_CONDITION_REQUIRED_MESSAGE}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
