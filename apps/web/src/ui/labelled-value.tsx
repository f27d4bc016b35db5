import { Stack, Text } from '@mantine/core';

/** A small caption over a monospace value, for addresses and masked keys on a card. */
export function LabelledValue({ name, value }: { name: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {name}
      </Text>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Stack>
  );
}
