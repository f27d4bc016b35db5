import { maskedToolSecret, TOOL_SECRET_HEADER, type Tool, type ToolField, ZCreateToolBody } from '@agent-platform/core';
import { Button, Checkbox, Group, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { saveForm, useCheckedForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { type FieldRow, fieldRow, ToolFieldsEditor } from './tool-fields-editor';
import { type SaveTool, useSaveTool } from './use-save-tool';

type Values = {
  name: string;
  description: string;
  imageUrl: string;
  serverUrl: string;
  serverUrlSecret: string;
  removeSecret: boolean;
  fields: FieldRow[];
};

/** What the form would send, with empty optional inputs left out as the API reads them. */
function candidate(values: Values) {
  return {
    name: values.name,
    description: values.description,
    serverUrl: values.serverUrl,
    ...(values.imageUrl.trim() ? { imageUrl: values.imageUrl } : {}),
    ...(values.serverUrlSecret.trim() ? { serverUrlSecret: values.serverUrlSecret } : {}),
    fields: values.fields.map(({ rowId: _rowId, ...field }) => field),
  };
}

/** Add or edit a tool. The secret is write-only: editing shows only whether one is saved. */
export function ToolForm({ tool, onSaved, onCancel }: { tool?: Tool; onSaved: () => void; onCancel: () => void }) {
  const { workspace } = useCurrentWorkspace();
  const save = useSaveTool(workspace.region, workspace.uid);
  const form = useCheckedForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: tool?.name ?? '',
      description: tool?.description ?? '',
      imageUrl: tool?.imageUrl ?? '',
      serverUrl: tool?.serverUrl ?? '',
      serverUrlSecret: '',
      removeSecret: false,
      fields: (tool?.fields ?? []).map(fieldRow),
    },
    validate: (values) => zod4Resolver(ZCreateToolBody, { errorPriority: 'first' })(candidate(values)),
  });
  const { removeSecret } = form.values;

  const request = (values: Values): SaveTool => {
    const body = candidate(values);
    return tool
      ? {
          id: tool.id,
          body: {
            ...body,
            imageUrl: body.imageUrl ?? null,
            // The secret is write-only: sent only when typed, or when its removal was asked for.
            ...(body.serverUrlSecret ? {} : values.removeSecret ? { serverUrlSecret: null } : {}),
          },
        }
      : { body };
  };
  const submit = form.onSubmit((values) => save.mutate(request(values), { onSuccess: onSaved }));
  useUnsavedChanges({
    dirty: form.isDirty(),
    save: () => saveForm(form, (values) => save.mutateAsync(request(values))),
  });

  const hasSavedSecret = Boolean(tool?.hasServerUrlSecret) && !removeSecret;
  const secretHelp = [
    `Write-only: stored encrypted and never shown again. Sent to your server in the ${TOOL_SECRET_HEADER} header with every call, so it can tell the call comes from your agent.`,
    hasSavedSecret && tool ? `Leave empty to keep the saved secret (${maskedToolSecret(tool)}).` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="The function name the agent calls: letters, digits, _ and -."
          placeholder="get_weather"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="Tells the agent what the tool does and when to use it."
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Server URL"
          description="Each call is a JSON POST to this address."
          placeholder="https://api.example.com/weather"
          withAsterisk
          {...form.getInputProps('serverUrl')}
        />
        <PasswordInput
          label="Server URL secret"
          description={secretHelp}
          placeholder={hasSavedSecret && tool ? maskedToolSecret(tool) : 'Optional'}
          autoComplete="off"
          disabled={removeSecret}
          {...form.getInputProps('serverUrlSecret')}
        />
        {tool?.hasServerUrlSecret && (
          <Checkbox
            label="Remove the saved secret"
            {...form.getInputProps('removeSecret', { type: 'checkbox' })}
            onChange={(event) => form.setValues({ removeSecret: event.currentTarget.checked, serverUrlSecret: '' })}
          />
        )}
        <TextInput label="Image URL" placeholder="https://example.com/icon.png" {...form.getInputProps('imageUrl')} />
        <ToolFieldsEditor
          rows={form.values.fields}
          onChange={(rows) => form.setFieldValue('fields', rows)}
          errorFor={(index: number, property: keyof ToolField) => form.errors[`fields.${index}.${property}`]}
        />
        {form.errors.fields && (
          <Text size="sm" c="red" role="alert">
            {form.errors.fields}
          </Text>
        )}
        <FormError error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {tool ? 'Save changes' : 'Add tool'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
