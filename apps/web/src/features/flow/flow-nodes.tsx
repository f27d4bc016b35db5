import { Badge, Paper, Text } from '@mantine/core';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import type { ReactNode } from 'react';
import classes from './canvas.module.css';

export type CanvasFlowNode = Node<Record<string, unknown>, 'start' | 'default' | 'note' | 'end'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Frame({ selected, kind, children }: { selected: boolean; kind: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      radius="md"
      p="sm"
      className={classes.node}
      data-kind={kind}
      data-selected={selected || undefined}
    >
      {children}
    </Paper>
  );
}

function StartNode({ selected }: NodeProps<CanvasFlowNode>) {
  return (
    <Frame selected={selected} kind="start">
      <Badge color="green" variant="light">
        Start
      </Badge>
      <Handle type="source" position={Position.Bottom} />
    </Frame>
  );
}

function StepNode({ data, selected }: NodeProps<CanvasFlowNode>) {
  const name = text(data.name) || text(data.label);
  const instructions = text(data.instructions) || text(data.prompt);
  return (
    <Frame selected={selected} kind="default">
      <Handle type="target" position={Position.Top} />
      <Text fw={600} size="sm" lineClamp={1}>
        {name || 'Unnamed step'}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {instructions || 'No instructions yet'}
      </Text>
      <Handle type="source" position={Position.Bottom} />
    </Frame>
  );
}

function NoteNode({ data, selected }: NodeProps<CanvasFlowNode>) {
  return (
    <Frame selected={selected} kind="note">
      <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
        {text(data.text) || 'Empty note'}
      </Text>
    </Frame>
  );
}

function EndNode({ data, selected }: NodeProps<CanvasFlowNode>) {
  return (
    <Frame selected={selected} kind="end">
      <Handle type="target" position={Position.Top} />
      <Badge color="red" variant="light">
        End
      </Badge>
      {text(data.message) && (
        <Text size="xs" c="dimmed" lineClamp={2} mt={4}>
          {text(data.message)}
        </Text>
      )}
    </Frame>
  );
}

/** One component per node type of the agent document (start, default, note, end). */
export const FLOW_NODE_TYPES = { start: StartNode, default: StepNode, note: NoteNode, end: EndNode };

export const NODE_TYPE_LABELS = { start: 'Start', default: 'Step', note: 'Note', end: 'End' } as const;
