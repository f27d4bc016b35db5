import { maskedToolSecret, type Tool } from '@agent-platform/core';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlask, IconMathFunction } from '@tabler/icons-react';
import { useId } from 'react';
import { EditDeleteButtons } from '../../ui/edit-delete-buttons';
import { LabelledValue } from '../../ui/labelled-value';
import { DeleteToolModal } from './delete-tool-modal';

/** One saved tool: its name and server, its fields, its secret as '••••1234', and its actions. */
export function ToolCard({ tool, onEdit, onTest }: { tool: Tool; onEdit: () => void; onTest: () => void }) {
  const [deleting, deleteModal] = useDisclosure(false);
  const titleId = useId();

  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Avatar src={tool.imageUrl} radius="md" alt="" color="blue">
              <IconMathFunction size={20} />
            </Avatar>
            <Stack gap={2}>
              <Title order={2} size="h4" id={titleId} ff="monospace">
                {tool.name}
              </Title>
              {tool.description && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {tool.description}
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap="xs">
            <Button variant="light" size="xs" leftSection={<IconFlask size={16} />} onClick={onTest}>
              Test
            </Button>
            <EditDeleteButtons onEdit={onEdit} onDelete={deleteModal.open} />
          </Group>
        </Group>
        <Group gap="xl" wrap="wrap">
          <LabelledValue name="Server URL" value={tool.serverUrl} />
          <LabelledValue name="Secret" value={tool.hasServerUrlSecret ? maskedToolSecret(tool) : 'None'} />
        </Group>
        {tool.fields.length > 0 && (
          <Group gap={6} aria-label="Fields">
            {tool.fields.map((field) => (
              <Badge key={`${field.in}:${field.key}`} variant="default" tt="none" radius="sm">
                {field.key}: {field.type} in {field.in}
                {field.required ? ' *' : ''}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <DeleteToolModal tool={tool} opened={deleting} onClose={deleteModal.close} />
    </Paper>
  );
}
