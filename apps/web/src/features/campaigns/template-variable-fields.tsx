import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type CampaignFormValues, CONTACT_FIELD_SOURCES } from './campaign-form-values';

/** One choice per {{n}} of the template: which contact detail fills it in. */
export function TemplateVariableFields({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  if (form.values.variables.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Fill in the template with
      </Text>
      {form.values.variables.map((variable, index) => {
        const placeholder = `{{${index + 1}}}`;
        return (
          // The variables are positions in the template: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="start" gap="sm" grow>
            <Select
              label={`Value for ${placeholder}`}
              placeholder="Choose a contact detail"
              data={CONTACT_FIELD_SOURCES}
              allowDeselect={false}
              {...form.getInputProps(`variables.${index}.field`)}
            />
            {variable.field === 'custom' && (
              <TextInput
                label={`Column for ${placeholder}`}
                placeholder="e.g. order_number"
                {...form.getInputProps(`variables.${index}.column`)}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
