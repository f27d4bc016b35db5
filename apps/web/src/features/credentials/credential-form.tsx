import {
  type Credential,
  credentialFormSchema,
  LLM_PROVIDER_NAMES,
  LLM_PROVIDERS,
  type LlmProvider,
  maskedApiKey,
  OPENAI_BASE_URL,
} from '@agent-platform/core';
import { Button, Checkbox, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { saveForm, useCheckedForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { type SaveCredential, useSaveCredential } from './use-save-credential';

const PROVIDER_OPTIONS = LLM_PROVIDERS.map((value) => ({ value, label: LLM_PROVIDER_NAMES[value] }));

type Values = { provider: LlmProvider; label: string; baseURL: string; apiKey: string; removeKey: boolean };

// Only a compatible server may do without a key.
const removingKey = (values: Values) => values.removeKey && values.provider === 'openai-compatible';

/** The fields as the API reads them: an empty optional field is not given. */
function fieldsOf({ provider, label, baseURL, apiKey }: Values) {
  return { provider, label, ...(baseURL.trim() ? { baseURL } : {}), ...(apiKey.trim() ? { apiKey } : {}) };
}

/** Add or edit a provider. The key field is write-only: editing shows only whether a key is saved. */
export function CredentialForm({
  credential,
  onSaved,
  onCancel,
}: {
  credential?: Credential;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { workspace } = useCurrentWorkspace();
  const save = useSaveCredential(workspace.region, workspace.uid);
  const keepsSavedKey = (values: Values) => Boolean(credential?.hasApiKey) && !removingKey(values);
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: {
      provider: credential?.provider ?? 'openai-compatible',
      label: credential?.label ?? '',
      baseURL: credential?.baseURL ?? '',
      apiKey: '',
      removeKey: false,
    } as Values,
    validate: (values) =>
      zod4Resolver(credentialFormSchema(keepsSavedKey(values)), { errorPriority: 'first' })(fieldsOf(values)),
    transformValues: (values) => credentialFormSchema(keepsSavedKey(values)).parse(fieldsOf(values)),
  });
  const { provider } = form.values;
  const isCompatible = provider === 'openai-compatible';
  const hasSavedKey = keepsSavedKey(form.values);

  const request = (fields: ReturnType<typeof fieldsOf>): SaveCredential =>
    credential
      ? {
          id: credential.id,
          body: {
            provider: fields.provider,
            label: fields.label,
            baseURL: fields.baseURL ?? null,
            // The key is write-only: sent only when typed, or when its removal was asked for.
            ...(fields.apiKey ? { apiKey: fields.apiKey } : removingKey(form.values) ? { apiKey: null } : {}),
          },
        }
      : { body: fields };
  const submit = form.onSubmit((fields) => save.mutate(request(fields), { onSuccess: onSaved }));
  useUnsavedChanges({
    dirty: form.isDirty(),
    save: () => saveForm(form, (fields) => save.mutateAsync(request(fields))),
  });

  const keyHelp = [
    'Write-only: the key is stored encrypted and never shown again.',
    hasSavedKey && credential ? `Leave empty to keep the saved key (${maskedApiKey(credential)}).` : '',
    isCompatible && !credential?.hasApiKey ? 'Optional: many local servers need none.' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Provider"
          data={PROVIDER_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('provider')}
          withAsterisk
        />
        <TextInput
          label="Label"
          description="A name to tell your providers apart."
          placeholder={isCompatible ? 'Office Ollama' : 'OpenAI'}
          withAsterisk
          data-autofocus
          {...form.getInputProps('label')}
        />
        <TextInput
          label="Base URL"
          description={
            isCompatible
              ? "The address of the server's OpenAI-compatible API, such as http://localhost:11434/v1 for Ollama."
              : `Leave empty to use OpenAI's API (${OPENAI_BASE_URL}).`
          }
          placeholder={isCompatible ? 'http://localhost:11434/v1' : OPENAI_BASE_URL}
          withAsterisk={isCompatible}
          {...form.getInputProps('baseURL')}
        />
        <PasswordInput
          label="API key"
          description={keyHelp}
          placeholder={hasSavedKey && credential ? maskedApiKey(credential) : isCompatible ? 'Optional' : 'sk-...'}
          withAsterisk={provider === 'openai' && !hasSavedKey}
          autoComplete="off"
          disabled={removingKey(form.values)}
          {...form.getInputProps('apiKey')}
        />
        {credential?.hasApiKey && isCompatible && (
          <Checkbox
            label="Remove the saved key"
            {...form.getInputProps('removeKey', { type: 'checkbox' })}
            onChange={(event) => form.setValues({ removeKey: event.currentTarget.checked, apiKey: '' })}
          />
        )}
        <FormError error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {credential ? 'Save changes' : 'Add provider'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
