import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';

/** Spec 000 §2 Agent Wizard entry in the New Agent drawer. */
export function AgentWizardCard({ onOpen }: { onOpen: () => void }) {
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
          <Group>
            <Button variant="light" color="violet" size="xs" onClick={onOpen}>
              Start Agent Wizard
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
