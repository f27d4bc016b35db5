import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

/**
 * The page a sign-in popup returns to: hands what the provider put in the address to the window
 * that opened it, takes it out of this window's history, and closes.
 */
export function PopupReturnPage({ title, handOver }: { title: string; handOver: (location: Location) => void }) {
  useEffect(() => {
    handOver(window.location);
    window.history.replaceState(null, '', window.location.pathname);
    window.close();
  }, [handOver]);
  return (
    <Center h="100vh">
      <Stack align="center" gap="xs">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">You can close this window and go back to Agent Platform.</Text>
      </Stack>
    </Center>
  );
}
