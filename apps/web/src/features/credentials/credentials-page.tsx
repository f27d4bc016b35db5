import type { Credential } from '@agent-platform/core';
import { Button, Container, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { CredentialCard } from './credential-card';
import { CredentialForm } from './credential-form';
import { TwilioCredentialsSection } from './twilio-credentials-section';
import { useCredentials } from './use-credentials';

type Editing = { mode: 'add' } | { mode: 'edit'; credential: Credential } | undefined;

/** `/credentials`: the workspace's language-model providers and their keys. */
export function CredentialsPage() {
  useDocumentTitle('Credentials');
  const { workspace } = useCurrentWorkspace();
  const credentials = useCredentials(workspace.region, workspace.uid);
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);

  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Credentials</Title>
            <Text c="dimmed" size="sm" maw={560}>
              The language models your agents answer with: OpenAI, or your own OpenAI-compatible server. API keys are
              stored encrypted and are never shown again.
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ mode: 'add' })}>
            Add provider
          </Button>
        </Group>

        {credentials.isError ? (
          <SectionLoadError
            title="Error loading providers"
            error={credentials.error}
            onRetry={() => credentials.refetch()}
          />
        ) : credentials.isPending ? (
          <Stack gap="md" aria-busy>
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : credentials.data.length === 0 ? (
          <NoProviders onAdd={() => setEditing({ mode: 'add' })} />
        ) : (
          <Stack gap="md">
            {credentials.data.map((credential) => (
              <CredentialCard
                key={credential.id}
                credential={credential}
                onEdit={() => setEditing({ mode: 'edit', credential })}
              />
            ))}
          </Stack>
        )}

        <TwilioCredentialsSection />
      </Stack>

      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={editing?.mode === 'edit' ? 'Edit provider' : 'Add provider'}
        centered
        size="lg"
      >
        {editing && (
          <CredentialForm
            key={editing.mode === 'edit' ? editing.credential.id : 'new'}
            credential={editing.mode === 'edit' ? editing.credential : undefined}
            onCancel={close}
            onSaved={() => {
              notifications.show({
                color: 'green',
                message: editing.mode === 'edit' ? 'Provider saved' : 'Provider added',
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

function NoProviders({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={<IconKey size={24} />}
      title="No providers yet"
      action={
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onAdd}>
          Add provider
        </Button>
      }
    >
      Add OpenAI with your API key, or the address of an OpenAI-compatible server such as Ollama, vLLM, LM Studio or
      llama.cpp.
    </EmptyState>
  );
}
