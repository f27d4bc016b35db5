import type { Prompt } from '@agent-platform/core';
import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { lastModifiedText } from '../agents/last-modified';
import { DeletePromptModal } from './delete-prompt-modal';

/** One saved prompt: its name, the start of its text, and its actions. */
export function PromptCard({ prompt, onEdit }: { prompt: Prompt; onEdit: () => void }) {
  const [deleting, deleteModal] = useDisclosure(false);
  const titleId = useId();

  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId}>
              {prompt.name}
            </Title>
            <Text size="xs" c="dimmed">
              Changed {lastModifiedText(Date.parse(prompt.updatedAt) / 1000)} ·{' '}
              {prompt.content.length.toLocaleString('en-US')} characters
            </Text>
          </Stack>
          <Group gap="xs">
            <CopyButton value={prompt.content}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  size="xs"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" size="xs" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Edit
            </Button>
            <Button
              variant="default"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={deleteModal.open}
            >
              Delete
            </Button>
          </Group>
        </Group>
        <Text size="sm" ff="monospace" lineClamp={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {prompt.content}
        </Text>
      </Stack>
      <DeletePromptModal prompt={prompt} opened={deleting} onClose={deleteModal.close} />
    </Paper>
  );
}
