import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useAgentShell } from './agent-shell-context';

const PLATFORM_NAMES = { vg: 'Own platform', vf: 'Flow builder', 'oai-assistants': 'OpenAI Assistants' } as const;

/** The Widget tab, for now the agent's basic facts; the widget editor is not built yet. */
export function OverviewTab() {
  const { local, server } = useAgentShell();
  const facts: [string, string][] = [
    ['Agent ID', server.ID],
    ['Platform', PLATFORM_NAMES[local.agentPlatform]],
    ['Language', local.lang],
    ['Theme', local.theme],
    ['Model', local.vg_defaultModel],
    ['Last modified', new Date(server.lastModified * 1000).toLocaleString()],
  ];

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1} size="h2">
        Widget
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar src={local.roundedImageURL || null} size={56} radius="md" color="blue">
            <IconRobot size={28} />
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg">
              {local.title}
            </Text>
            <Text c="dimmed" size="sm">
              {local.description}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="lg" spacing="md">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <Text c="dimmed" size="sm">
        The widget editor and live preview are coming soon. Change the agent's name, look and behaviour under Settings.
      </Text>
    </Stack>
  );
}
