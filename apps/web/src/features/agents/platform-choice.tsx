import type { AgentPlatform } from '@agent-platform/core';
import { Group, Radio, Stack, Text } from '@mantine/core';

const PLATFORMS: { value: Extract<AgentPlatform, 'vg' | 'vf'>; label: string; description: string }[] = [
  { value: 'vg', label: 'Our own agent', description: 'Built and run here, from a template.' },
  {
    value: 'vf',
    label: 'Flow-builder compatible agent',
    description: 'Connects to a third-party flow builder; start from its overview.',
  },
];

/** Spec 000 §2 'Choose Platform', offered on one host only. */
export function PlatformChoice({
  value,
  onChange,
}: {
  value: AgentPlatform;
  onChange: (platform: AgentPlatform) => void;
}) {
  return (
    <Radio.Group label="Choose Platform" value={value} onChange={(next) => onChange(next === 'vf' ? 'vf' : 'vg')}>
      <Stack gap="xs" mt="xs">
        {PLATFORMS.map((platform) => (
          <Radio.Card key={platform.value} value={platform.value} radius="md" p="sm" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {platform.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {platform.description}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
