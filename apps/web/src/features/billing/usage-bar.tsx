import { type UsageColor, usageColor, usagePercent } from '@agent-platform/core';
import { Group, Progress, Stack, Text } from '@mantine/core';

// Mantine's yellow is the amber of spec 002 §2.5; undefined is the theme's primary colour.
const COLORS: Record<UsageColor, string | undefined> = { red: 'red', amber: 'yellow', primary: undefined };

/** Usage this month: red above 80%, amber above 50%, otherwise the primary colour. */
export function UsageBar({ used, total }: { used: number; total: number }) {
  const percent = usagePercent(used, total);
  const color = usageColor(percent);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Usage this month
        </Text>
        <Text size="sm">{`${Math.round(used).toLocaleString('en-US')} of ${Math.round(total).toLocaleString('en-US')} credits`}</Text>
      </Group>
      <Progress
        value={percent}
        color={COLORS[color]}
        aria-label="Usage this month"
        data-usage={color}
        size="md"
        radius="xl"
      />
    </Stack>
  );
}
