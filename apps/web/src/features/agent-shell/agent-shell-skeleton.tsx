import { AGENT_SIDEBAR_WIDTH_EXPANDED } from '@agent-platform/core';
import { Box, Group, Skeleton, Stack } from '@mantine/core';

/** The agent page's outline while the agent loads, and all a user without access to it sees. */
export function AgentShellSkeleton() {
  return (
    <Group role="status" aria-label="Loading agent" align="stretch" gap={0} mih="100vh" wrap="nowrap">
      <Stack w={AGENT_SIDEBAR_WIDTH_EXPANDED} p="md" gap="sm" visibleFrom="sm" style={{ flex: 'none' }}>
        <Skeleton h={32} w="60%" />
        <Skeleton h={36} />
        <Skeleton h={44} />
        <Skeleton h={44} />
        <Skeleton h={36} mt="md" />
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} h={28} />
        ))}
      </Stack>
      <Box style={{ flex: 1 }} p="md">
        <Group justify="flex-end" mb="xl">
          <Skeleton h={36} w={90} />
          <Skeleton h={36} w={110} />
          <Skeleton h={36} w={90} />
        </Group>
        <Stack gap="md">
          <Skeleton h={28} w="40%" />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      </Box>
    </Group>
  );
}
