import { CLIENT_NO_ACCESS_TEXT, CLIENT_NO_ACCESS_TITLE } from '@agent-platform/core';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { ClientLogOutButton } from './client-log-out-button';

/** Spec 002 §2.11: the fullscreen 'No Access' screen, for a client without any agent. */
export function NoAccessScreen({ supportEmail }: { supportEmail: string }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Title order={1} size="h2">
          {CLIENT_NO_ACCESS_TITLE}
        </Title>
        <Text c="dimmed">{CLIENT_NO_ACCESS_TEXT}</Text>
        {supportEmail && (
          <Anchor href={`mailto:${supportEmail}`} size="sm">
            Contact us
          </Anchor>
        )}
        <ClientLogOutButton />
      </Stack>
    </Center>
  );
}
