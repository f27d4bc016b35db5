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
import { useMemo, useState } from 'react';
import type { FormSchema } from '../../lib/use-zod-form';
import { useZodForm } from '../../lib/use-zod-form';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { type SaveCredential, useSaveCredential } from './use-save-credential';

const PROVIDER_OPTIONS = LLM_PROVIDERS.map((value) => ({ value, label: LLM_PROVIDER_NAMES[value] }));

type Values = { provider: string; label: string; baseURL: string; apiKey: string };
type Fields = { provider: LlmProvider; label: string; baseURL?: string; apiKey?: string };

/** The shared contract, reading an empty optional field as not given, as the API does. */
function formSchema(hasSavedKey: boolean): FormSchema<Fields> {
  const schema = credentialFormSchema(hasSavedKey);
  return {
    safeParse: (values) => {
      const { baseURL, apiKey, ...rest } = values as Values;
      return schema.safeParse({
        ...rest,
        ...(baseURL.trim() ? { baseURL } : {}),
        ...(apiKey.trim() ? { apiKey } : {}),
      });
    },
  };
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
  const [removeKey, setRemoveKey] = useState(false);
  const [provider, setProvider] = useState<LlmProvider>(credential?.provider ?? 'openai-compatible');
  const isCompatible = provider === 'openai-compatible';
  // Only a compatible server may do without a key.
  const removingKey = removeKey && isCompatible;
  const hasSavedKey = Boolean(credential?.hasApiKey) && !removingKey;
  const schema = useMemo(() => formSchema(hasSavedKey), [hasSavedKey]);
  const form = useZodForm<Values, Fields>(schema, {
    provider,
    label: credential?.label ?? '',
    baseURL: credential?.baseURL ?? '',
    apiKey: '',
  });

  const submit = form.onSubmit((fields) => {
    const request: SaveCredential = credential
      ? {
          id: credential.id,
          body: {
            provider: fields.provider,
            label: fields.label,
            baseURL: fields.baseURL ?? null,
            // The key is write-only: sent only when typed, or when its removal was asked for.
            ...(fields.apiKey ? { apiKey: fields.apiKey } : removingKey ? { apiKey: null } : {}),
          },
        }
      : { body: fields };
    save.mutate(request, { onSuccess: onSaved });
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
          value={form.values.provider}
          onChange={(value) => {
            if (!value) return;
            setProvider(value as LlmProvider);
            form.setValue('provider', value);
          }}
          allowDeselect={false}
          error={form.errors.provider}
          withAsterisk
        />
        <TextInput
          label="Label"
          description="A name to tell your providers apart."
          placeholder={isCompatible ? 'Office Ollama' : 'OpenAI'}
          withAsterisk
          data-autofocus
          {...form.inputProps('label')}
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
          {...form.inputProps('baseURL')}
        />
        <PasswordInput
          label="API key"
          description={keyHelp}
          placeholder={hasSavedKey && credential ? maskedApiKey(credential) : isCompatible ? 'Optional' : 'sk-...'}
          withAsterisk={provider === 'openai' && !hasSavedKey}
          autoComplete="off"
          disabled={removingKey}
          {...form.inputProps('apiKey')}
        />
        {credential?.hasApiKey && isCompatible && (
          <Checkbox
            label="Remove the saved key"
            checked={removeKey}
            onChange={(event) => {
              setRemoveKey(event.currentTarget.checked);
              form.setValue('apiKey', '');
            }}
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
