import { WEEKDAY_LABELS } from '@agent-platform/core';
import { Chip, Group, Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import type { CampaignFormValues } from './campaign-form-values';
import { WEEK_ORDER } from './schedule-text';

/** When the campaign starts, and the days and hours contacts may be reached. */
export function ScheduleFields({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  const zones = useTimeZones(form.values.timeZone);
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Start">
        <SegmentedControl
          aria-label="Start"
          display="flex"
          data={[
            { value: 'now', label: 'When I start it' },
            { value: 'later', label: 'At a set time' },
          ]}
          value={form.values.start}
          onChange={(value) => form.setFieldValue('start', value as CampaignFormValues['start'])}
        />
      </Input.Wrapper>
      {form.values.start === 'later' && (
        <TextInput
          type="datetime-local"
          label="Start at"
          description="On the clock of the time zone below"
          {...form.getInputProps('startsAt')}
        />
      )}
      <Select
        label="Time zone"
        description="For contacts whose own time zone is not known"
        searchable
        allowDeselect={false}
        data={zones}
        {...form.getInputProps('timeZone')}
      />
      <Input.Wrapper label="Days" error={form.errors.days}>
        <Chip.Group multiple value={form.values.days} onChange={(days) => form.setFieldValue('days', days)}>
          <Group gap="xs" mt={4} role="group" aria-label="Days">
            {WEEK_ORDER.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {WEEKDAY_LABELS[day]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Group grow align="start">
        <TextInput type="time" label="Hours from" {...form.getInputProps('hoursFrom')} />
        <TextInput type="time" label="Hours to" {...form.getInputProps('hoursTo')} />
      </Group>
    </Stack>
  );
}

/** Every time zone the browser knows, with the chosen one even if it does not. */
function useTimeZones(chosen: string) {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(chosen) ? zones : [chosen, ...zones];
  }, [chosen]);
}
