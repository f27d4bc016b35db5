import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="sm">
        <Text fw={700} fz={64} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/" variant="light" mt="sm">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
