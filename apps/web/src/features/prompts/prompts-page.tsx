import { type Prompt, promptMatches } from '@agent-platform/core';
import { Button, Container, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconPrompt, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { PromptCard } from './prompt-card';
import { PromptForm } from './prompt-form';
import { usePrompts } from './use-prompts';

type Editing = { mode: 'add' } | { mode: 'edit'; prompt: Prompt } | undefined;

/** `/prompts` (Utilities): the workspace's saved prompts, to reuse across agents. */
export function PromptsPage() {
  useDocumentTitle('Prompts');
  const { workspace } = useCurrentWorkspace();
  const prompts = usePrompts(workspace.region, workspace.uid);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);
  const shown = prompts.data?.filter((prompt) => promptMatches(prompt, search)) ?? [];

  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Prompts</Title>
            <Text c="dimmed" size="sm" maw={560}>
              Prompts you write once and reuse across agents: copy one, or insert it from an agent's prompt editor.
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ mode: 'add' })}>
            New prompt
          </Button>
        </Group>

        {prompts.isError ? (
          <SectionLoadError title="Error loading prompts" error={prompts.error} onRetry={() => prompts.refetch()} />
        ) : prompts.isPending ? (
          <Stack gap="md" aria-busy>
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : prompts.data.length === 0 ? (
          <NoPrompts onAdd={() => setEditing({ mode: 'add' })} />
        ) : (
          <Stack gap="md">
            <TextInput
              aria-label="Search prompts"
              placeholder="Search by name or text"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maw={420}
            />
            {shown.length === 0 ? (
              <Text c="dimmed" size="sm">
                No prompts match your search.
              </Text>
            ) : (
              shown.map((prompt) => (
                <PromptCard key={prompt.id} prompt={prompt} onEdit={() => setEditing({ mode: 'edit', prompt })} />
              ))
            )}
          </Stack>
        )}
      </Stack>

      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={editing?.mode === 'edit' ? 'Edit prompt' : 'New prompt'}
        centered
        size="xl"
      >
        {editing && (
          <PromptForm
            key={editing.mode === 'edit' ? editing.prompt.id : 'new'}
            prompt={editing.mode === 'edit' ? editing.prompt : undefined}
            onCancel={close}
            onSaved={() => {
              notifications.show({
                color: 'green',
                message: editing.mode === 'edit' ? 'Prompt saved' : 'Prompt added',
                autoClose: 3000,
              });
              close();
            }}
          />
        )}
      </Modal>
    </Container>
  );
}

function NoPrompts({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={<IconPrompt size={24} />}
      title="No prompts yet"
      action={
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onAdd}>
          New prompt
        </Button>
      }
    >
      Save the instructions you give your agents, such as a tone of voice or a support policy, and reuse them in any
      agent.
    </EmptyState>
  );
}
