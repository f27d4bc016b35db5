import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';

/** Spec 000 §2 Agent Wizard entry. The wizard itself comes with a later issue, and the card says so. */
export function AgentWizardCard() {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Agent Wizard" role="group">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="md" variant="light" color="violet" aria-hidden>
          <IconWand size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>Agent Wizard</Text>
            <Badge variant="light" color="violet" size="sm" tt="none">
              Recommended for beginners
            </Badge>
          </Group>
          <Text size="sm">Create an AI agent from your website automatically</Text>
          <Text size="sm" c="dimmed">
            Coming soon: for now, name your agent and start from a template below.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
