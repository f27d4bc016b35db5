import { addDays } from '@agent-platform/core';
import { Group, SegmentedControl, TextInput } from '@mantine/core';

export interface DayRange {
  /** YYYY-MM-DD, UTC */
  from: string;
  to: string;
}

const QUICK_RANGES = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

const today = () => new Date().toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export const lastDays = (days: number): DayRange => ({ from: addDays(today(), -(days - 1)), to: today() });

/** A range of days: quick picks of the last 7, 30 or 90 days, and From and To dates. */
export function DateRangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const setDay = (end: keyof DayRange, value: string) => value && onChange({ ...range, [end]: value });
  const quick = QUICK_RANGES.find(({ value }) => {
    const { from, to } = lastDays(Number(value));
    return range.from === from && range.to === to;
  });
  return (
    <Group gap="sm" align="end">
      <SegmentedControl
        aria-label="Quick range"
        data={QUICK_RANGES}
        value={quick?.value ?? ''}
        onChange={(value) => onChange(lastDays(Number(value)))}
      />
      <TextInput
        type="date"
        label="From"
        value={range.from}
        max={range.to}
        onChange={(e) => setDay('from', e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="To"
        value={range.to}
        min={range.from}
        onChange={(e) => setDay('to', e.currentTarget.value)}
      />
    </Group>
  );
}
