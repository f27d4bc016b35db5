import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

/** The right-hand test panel (450 px, spec 001 §2). Chatting with the agent arrives with the chat feature. */
export function TestPanel({ onClose }: { onClose: () => void }) {
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Test
        </Title>
        <ActionIcon variant="subtle" color="gray" aria-label="Close test panel" onClick={onClose}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      <Text c="dimmed" size="sm">
        Testing the agent in a chat comes with the chat feature.
      </Text>
    </Stack>
  );
}
