import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SupportMessageForm } from './support-message-form';
import { SystemStatusSection } from './system-status-section';

/** `/support`: write to the people who run the platform, and see how the system stands. */
export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Support</Title>
          <Text c="dimmed" size="sm" maw={620}>
            Something not working, or a question? Send us a message. The system status below shows what this platform is
            running with.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p="lg">
          <SupportMessageForm />
        </Paper>
        <SystemStatusSection />
      </Stack>
    </Container>
  );
}
