import {
  MASKED_SECRET,
  TOOL_FIELD_PLACES,
  TOOL_FIELD_TYPES,
  TOOL_FIELDS_MAX,
  type ToolField,
} from '@agent-platform/core';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A field as the form edits it, with a stable id for React while rows come and go. */
export type FieldRow = ToolField & { rowId: string };

let nextRowId = 0;
export const fieldRow = (field?: ToolField): FieldRow => ({
  in: 'body',
  key: '',
  type: 'string',
  value: '',
  defaultValue: '',
  description: '',
  required: false,
  secret: false,
  ...field,
  rowId: `field-${nextRowId++}`,
});

const PLACE_OPTIONS = TOOL_FIELD_PLACES.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = TOOL_FIELD_TYPES.map((value) => ({ value, label: value }));

/**
 * The tool's inputs, one box per field: where it goes, its key and type, and what the agent is
 * told. `errorFor` gives a row's message for one of its properties, as the shared contract words it.
 */
export function ToolFieldsEditor({
  rows,
  onChange,
  errorFor,
}: {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  errorFor: (index: number, property: keyof ToolField) => ReactNode;
}) {
  const update = (index: number, change: Partial<ToolField>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500}>
          Fields
        </Text>
        <Text size="xs" c="dimmed">
          The inputs the agent fills in when it calls the tool. A fixed value is always sent and the agent is not asked
          for it; a default value is sent when the agent gives none.
        </Text>
      </div>
      {rows.map((row, index) => (
        <Fieldset key={row.rowId} legend={`Field ${index + 1}`} variant="filled" p="sm">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <Select
                label="In"
                data={PLACE_OPTIONS}
                value={row.in}
                onChange={(value) => value && update(index, { in: value as ToolField['in'] })}
                allowDeselect={false}
                error={errorFor(index, 'in')}
              />
              <TextInput
                label="Key"
                placeholder="city"
                value={row.key}
                onChange={(event) => update(index, { key: event.currentTarget.value })}
                error={errorFor(index, 'key')}
                withAsterisk
              />
              <Select
                label="Type"
                data={TYPE_OPTIONS}
                value={row.type}
                onChange={(value) => value && update(index, { type: value as ToolField['type'] })}
                allowDeselect={false}
                error={errorFor(index, 'type')}
              />
            </SimpleGrid>
            <TextInput
              label="Description"
              description="Tells the agent what to put in this field."
              value={row.description}
              onChange={(event) => update(index, { description: event.currentTarget.value })}
              error={errorFor(index, 'description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label="Default value"
                value={row.defaultValue}
                onChange={(event) => update(index, { defaultValue: event.currentTarget.value })}
                error={errorFor(index, 'defaultValue')}
              />
              {row.secret ? (
                <PasswordInput
                  label="Fixed value"
                  description={
                    row.value === MASKED_SECRET ? 'Saved encrypted; type a new value to replace it.' : undefined
                  }
                  autoComplete="off"
                  value={row.value}
                  onChange={(event) => update(index, { value: event.currentTarget.value })}
                  error={errorFor(index, 'value')}
                  withAsterisk
                />
              ) : (
                <TextInput
                  label="Fixed value"
                  value={row.value}
                  onChange={(event) => update(index, { value: event.currentTarget.value })}
                  error={errorFor(index, 'value')}
                />
              )}
            </SimpleGrid>
            <Group justify="space-between">
              <Group gap="md">
                <Checkbox
                  label="Required"
                  checked={row.required}
                  onChange={(event) => update(index, { required: event.currentTarget.checked })}
                />
                <Checkbox
                  label="Secret"
                  description="An API key or token sent in a header or the body: stored encrypted, never shown again."
                  checked={row.secret}
                  onChange={(event) => {
                    const secret = event.currentTarget.checked;
                    // A saved secret shows as the mask: made plain, it must be typed again.
                    update(index, secret || row.value !== MASKED_SECRET ? { secret } : { secret, value: '' });
                  }}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove field ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => onChange([...rows, fieldRow()])}
        disabled={rows.length >= TOOL_FIELDS_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        Add field
      </Button>
    </Stack>
  );
}
