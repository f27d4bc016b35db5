import { maskedToolSecret, TOOL_SECRET_HEADER, type Tool, type ToolField, ZCreateToolBody } from '@agent-platform/core';
import { Button, Checkbox, Group, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { messagesByPath } from '../../lib/use-zod-form';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { type FieldRow, fieldRow, ToolFieldsEditor } from './tool-fields-editor';
import { type SaveTool, useSaveTool } from './use-save-tool';

type Values = { name: string; description: string; imageUrl: string; serverUrl: string; serverUrlSecret: string };

/** What the form would send, with empty optional inputs left out as the API reads them. */
function candidate(values: Values, rows: FieldRow[]) {
  return {
    name: values.name,
    description: values.description,
    serverUrl: values.serverUrl,
    ...(values.imageUrl.trim() ? { imageUrl: values.imageUrl } : {}),
    ...(values.serverUrlSecret.trim() ? { serverUrlSecret: values.serverUrlSecret } : {}),
    fields: rows.map(({ rowId: _rowId, ...field }) => field),
  };
}

const problems = (values: Values, rows: FieldRow[]) => messagesByPath(ZCreateToolBody, candidate(values, rows));

/** Add or edit a tool. The secret is write-only: editing shows only whether one is saved. */
export function ToolForm({ tool, onSaved, onCancel }: { tool?: Tool; onSaved: () => void; onCancel: () => void }) {
  const { workspace } = useCurrentWorkspace();
  const save = useSaveTool(workspace.region, workspace.uid);
  const [values, setValues] = useState<Values>({
    name: tool?.name ?? '',
    description: tool?.description ?? '',
    imageUrl: tool?.imageUrl ?? '',
    serverUrl: tool?.serverUrl ?? '',
    serverUrlSecret: '',
  });
  const [rows, setRows] = useState<FieldRow[]>(() => (tool?.fields ?? []).map(fieldRow));
  const [removeSecret, setRemoveSecret] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Errors appear after the first submit and then follow each keystroke.
  const errors = submitted ? problems(values, rows) : new Map<string, string>();

  const set = (name: keyof Values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [name]: event.currentTarget.value });
  const inputProps = (name: keyof Values) => ({ value: values[name], onChange: set(name), error: errors.get(name) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems(values, rows).size > 0) return;
    const body = candidate(values, rows);
    const request: SaveTool = tool
      ? {
          id: tool.id,
          body: {
            ...body,
            imageUrl: body.imageUrl ?? null,
            // The secret is write-only: sent only when typed, or when its removal was asked for.
            ...(body.serverUrlSecret ? {} : removeSecret ? { serverUrlSecret: null } : {}),
          },
        }
      : { body };
    save.mutate(request, { onSuccess: onSaved });
  };

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
          {...inputProps('name')}
        />
        <Textarea
          label="Description"
          description="Tells the agent what the tool does and when to use it."
          autosize
          minRows={2}
          {...inputProps('description')}
        />
        <TextInput
          label="Server URL"
          description="Each call is a JSON POST to this address."
          placeholder="https://api.example.com/weather"
          withAsterisk
          {...inputProps('serverUrl')}
        />
        <PasswordInput
          label="Server URL secret"
          description={secretHelp}
          placeholder={hasSavedSecret && tool ? maskedToolSecret(tool) : 'Optional'}
          autoComplete="off"
          disabled={removeSecret}
          {...inputProps('serverUrlSecret')}
        />
        {tool?.hasServerUrlSecret && (
          <Checkbox
            label="Remove the saved secret"
            checked={removeSecret}
            onChange={(event) => {
              setRemoveSecret(event.currentTarget.checked);
              setValues({ ...values, serverUrlSecret: '' });
            }}
          />
        )}
        <TextInput label="Image URL" placeholder="https://example.com/icon.png" {...inputProps('imageUrl')} />
        <ToolFieldsEditor
          rows={rows}
          onChange={setRows}
          errorFor={(index: number, property: keyof ToolField) => errors.get(`fields.${index}.${property}`)}
        />
        {errors.get('fields') && (
          <Text size="sm" c="red" role="alert">
            {errors.get('fields')}
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
