import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

/** A route that exists but whose screen is not built yet. Says so plainly; shows nothing made up. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconClock size={24} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">This page is coming soon.</Text>
      </Stack>
    </Container>
  );
}
