import type { Client, Region } from '@agent-platform/core';
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { useClientLoginLink } from './use-client-login-link';

/**
 * 'Login link': a link the owner hands the client that signs it in once on the agency's address
 * (the sign-in screen's `?token=`), for a client who has neither its password nor its email at hand.
 */
export function ClientLoginLink({
  region,
  workspaceUid,
  client,
}: {
  region: Region;
  workspaceUid: string;
  client: Client;
}) {
  const link = useClientLoginLink(region, workspaceUid);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          Login link
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLink size={14} />}
          loading={link.isPending}
          onClick={() =>
            link.mutate(client.id, {
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
            })
          }
        >
          Make login link
        </Button>
      </Group>
      {link.data && (
        <Group wrap="nowrap" gap="xs" align="center">
          <Code style={{ flex: 1, overflowWrap: 'anywhere' }} aria-label="Login link">
            {link.data.url}
          </Code>
          <CopyButton value={link.data.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        Signs {client.name} in once, within 24 hours.
      </Text>
    </Stack>
  );
}
