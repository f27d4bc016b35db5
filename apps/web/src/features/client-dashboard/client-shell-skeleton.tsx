import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { CLIENT_TOP_BAR_HEIGHT } from './client-top-bar';

/** Spec 001 §2: the full-screen skeleton while the client's dashboard data loads. */
export function ClientShellSkeleton() {
  return (
    <Box role="status" aria-label="Loading your dashboard" mih="100vh">
      <Group h={CLIENT_TOP_BAR_HEIGHT} px="md" justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <Skeleton h={28} w={110} />
          <Skeleton h={28} w={160} />
          <Skeleton h={28} w={160} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Skeleton h={28} w={80} />
          <Skeleton h={28} w={28} circle />
          <Skeleton h={32} w={32} circle />
        </Group>
      </Group>
      <Stack p="xl" gap="md">
        <Skeleton h={28} w="40%" />
        <Skeleton h={140} />
        <Skeleton h={140} />
      </Stack>
    </Box>
  );
}
