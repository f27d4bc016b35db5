import { loadingStageMessage } from '@agent-platform/core';
import { Center, Progress, Stack, Text } from '@mantine/core';

/** The first-load screen of the agents page (spec 001 §2): percent and stage message. */
export function AgentsLoadingScreen({ progress }: { progress: number }) {
  const message = loadingStageMessage(progress);
  return (
    <Center mih="60vh">
      <Stack w="100%" maw={360} gap="xs" align="stretch">
        <Text fw={700} fz={32} ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {progress}%
        </Text>
        {/* No width animation: the bar shows the very value the number does, also when it jumps to 100. */}
        <Progress value={progress} size="md" radius="xl" aria-label={message} transitionDuration={0} />
        <Text c="dimmed" size="sm" ta="center" role="status">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
