import type { KbRefreshRate } from '@agent-platform/core';
import { Select } from '@mantine/core';
import { REFRESH_OPTIONS } from './add-knowledge-card';

/** A web page's or a crawl's refresh rate, changed in place in a table row. */
export function RefreshRateSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: KbRefreshRate;
  onChange: (refreshRate: KbRefreshRate) => void;
}) {
  return (
    <Select
      size="xs"
      w={150}
      aria-label={label}
      data={REFRESH_OPTIONS}
      value={value}
      onChange={(picked) => picked && onChange(picked as KbRefreshRate)}
      allowDeselect={false}
    />
  );
}
