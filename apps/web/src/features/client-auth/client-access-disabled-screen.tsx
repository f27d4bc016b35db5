import { CLIENT_ACCESS_DISABLED_FALLBACK_MESSAGE } from '@agent-platform/core';
import { Center, Stack, Text } from '@mantine/core';
import { ClientLogOutButton } from './client-log-out-button';

/** Spec 002 §6: the organisation turned client access off; its own message says why. */
export function ClientAccessDisabledScreen({ message }: { message: string }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
          {message.trim() || CLIENT_ACCESS_DISABLED_FALLBACK_MESSAGE}
        </Text>
        <ClientLogOutButton />
      </Stack>
    </Center>
  );
}
