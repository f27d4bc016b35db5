import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Last line of defence when a screen throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  console.error('A screen failed to render', error);
  return (
    <Center mih="100vh" px="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          This screen could not be shown. Reload the page to try again.
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
