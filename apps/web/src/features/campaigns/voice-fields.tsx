import { CAMPAIGN_MAX_RETRIES, fillOpeningLine } from '@agent-platform/core';
import { Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CampaignFormValues } from './campaign-form-values';

/** The contact the preview is filled for: every custom column shows as its name in brackets. */
const EXAMPLE_CONTACT = {
  name: 'Alex',
  customFields: new Proxy<Record<string, string>>({}, { get: (_fields, column) => `[${String(column)}]` }),
};

/** What the agent says when a contact picks up, and how many calls it makes at once and again. */
export function VoiceFields({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  const preview = fillOpeningLine(form.values.openingLine, EXAMPLE_CONTACT);
  return (
    <Stack gap="sm">
      <Textarea
        label="Opening line"
        description="What the agent says when the contact picks up. {name} and {Custom column} are filled in for each contact; left empty, the agent opens with its own greeting."
        placeholder="Hi {name}, this is Sam from Acme about your order."
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('openingLine')}
      />
      <Paper withBorder radius="md" p="sm" aria-label="Opening line preview">
        <Text size="xs" c="dimmed">
          What {EXAMPLE_CONTACT.name} hears first
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} fs={preview ? undefined : 'italic'}>
          {preview || 'The agent’s own greeting'}
        </Text>
      </Paper>
      <NumberInput
        label="Calls at once"
        description="No more than your plan’s call lines"
        min={1}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('maxSimultaneous')}
      />
      <Group grow align="start">
        <NumberInput
          label="Retries after no answer or busy"
          min={0}
          max={CAMPAIGN_MAX_RETRIES}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('retries.count')}
        />
        <NumberInput
          label="Minutes between retries"
          min={1}
          max={1440}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('retries.spacingMinutes')}
        />
      </Group>
    </Stack>
  );
}
