import {
  maskedApiKey,
  type Region,
  setAgentField,
  VF_DEFAULT_RUNTIME_URL,
  VF_DEFAULT_VERSION_ID,
  ZVfApiKeyBody,
} from '@agent-platform/core';
import { Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { saveForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { useSaveVfApiKey, useVfApiKey } from './use-vf-api-key';

/**
 * A `vf` agent's flow runtime: its address and version are part of the agent (saved on Publish);
 * its API key is write-only and saved at once, on its own.
 */
export function VfRuntimeSettings({ errorFor }: { errorFor: (field: string) => string | undefined }) {
  const { region, agentId, workspaceUid, local, editLocal } = useAgentShell();
  const edit = (field: string, value: string) =>
    editLocal((agent) => setAgentField(agent, field, value.trim() === '' ? undefined : value.trim()));

  return (
    <Stack gap="md" data-section-id="vf-runtime">
      <Divider />
      <div>
        <Title order={4} size="h5">
          Flow runtime
        </Title>
        <Text size="sm" c="dimmed">
          This agent's conversations are answered by a flow-builder-compatible dialog runtime.
        </Text>
      </div>
      <TextInput
        id="vf.runtimeUrl"
        label="Runtime URL"
        description={`Leave empty for ${VF_DEFAULT_RUNTIME_URL}.`}
        placeholder={VF_DEFAULT_RUNTIME_URL}
        value={local.vfSettings?.runtimeUrl ?? ''}
        onChange={(event) => edit('vfSettings.runtimeUrl', event.currentTarget.value)}
        error={errorFor('vfSettings.runtimeUrl')}
      />
      <TextInput
        id="vf.versionID"
        label="Version"
        description={`'production', 'development' or a version ID. Leave empty for ${VF_DEFAULT_VERSION_ID}.`}
        placeholder={VF_DEFAULT_VERSION_ID}
        value={local.vfSettings?.versionID ?? ''}
        onChange={(event) => edit('vfSettings.versionID', event.currentTarget.value)}
        error={errorFor('vfSettings.versionID')}
      />
      <VfApiKeyField region={region} workspaceUid={workspaceUid} agentId={agentId} />
    </Stack>
  );
}

function VfApiKeyField({ region, workspaceUid, agentId }: { region: Region; workspaceUid: string; agentId: string }) {
  const status = useVfApiKey(region, workspaceUid, agentId);
  const save = useSaveVfApiKey(region, workspaceUid, agentId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { apiKey: '' },
    validate: zod4Resolver(ZVfApiKeyBody, { errorPriority: 'first' }),
    transformValues: (values) => ZVfApiKeyBody.parse(values),
  });
  const saved = status.data?.hasApiKey ? maskedApiKey(status.data) : undefined;

  useUnsavedChanges({ dirty: form.isDirty(), save: () => saveForm(form, (body) => save.mutateAsync(body.apiKey)) });

  const submit = form.onSubmit((body) => {
    save.mutate(body.apiKey, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'green', message: 'API key saved', autoClose: 3000 });
      },
      onError: (failure) => form.setFieldError('apiKey', errorMessage(failure)),
    });
  });

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <PasswordInput
        id="vf.apiKey"
        label="Runtime API key"
        description={`Write-only: the key is stored encrypted and never shown again.${saved ? ` Saved: ${saved}.` : ' No key saved yet.'}`}
        placeholder={saved ?? 'VF.DM.…'}
        autoComplete="off"
        {...form.getInputProps('apiKey')}
        style={{ flex: 1 }}
      />
      <Button onClick={() => submit()} loading={save.isPending} variant="light">
        {saved ? 'Replace key' : 'Save key'}
      </Button>
    </Group>
  );
}
