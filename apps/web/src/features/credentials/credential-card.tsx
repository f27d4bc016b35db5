import { type Credential, LLM_PROVIDER_NAMES, maskedApiKey, OPENAI_BASE_URL } from '@agent-platform/core';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlugConnected } from '@tabler/icons-react';
import { useId } from 'react';
import { EditDeleteButtons } from '../../ui/edit-delete-buttons';
import { LabelledValue } from '../../ui/labelled-value';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { ConnectionResult } from './connection-result';
import { DeleteCredentialModal } from './delete-credential-modal';
import { useTestCredential } from './use-test-credential';

/** One saved provider: what it is, its key as '••••1234', and its actions. */
export function CredentialCard({ credential, onEdit }: { credential: Credential; onEdit: () => void }) {
  const { workspace } = useCurrentWorkspace();
  const test = useTestCredential(workspace.region, workspace.uid, credential.id);
  const [deleting, deleteModal] = useDisclosure(false);
  const titleId = useId();

  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {credential.label}
            </Title>
            <Text size="sm" c="dimmed">
              {LLM_PROVIDER_NAMES[credential.provider]}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlugConnected size={16} />}
              onClick={() => test.mutate()}
              loading={test.isPending}
            >
              Test connection
            </Button>
            <EditDeleteButtons onEdit={onEdit} onDelete={deleteModal.open} />
          </Group>
        </Group>
        <Group gap="xl" wrap="wrap">
          <LabelledValue name="Base URL" value={credential.baseURL ?? `${OPENAI_BASE_URL} (default)`} />
          <LabelledValue name="API key" value={credential.hasApiKey ? maskedApiKey(credential) : 'None'} />
        </Group>
        {test.isError && <FormError error={test.error} />}
        {test.data && !test.isPending && <ConnectionResult result={test.data} />}
      </Stack>
      <DeleteCredentialModal credential={credential} opened={deleting} onClose={deleteModal.close} />
    </Paper>
  );
}
