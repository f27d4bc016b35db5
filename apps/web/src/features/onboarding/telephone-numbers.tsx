import { ONBOARDING_NO_NUMBERS, type Region } from '@agent-platform/core';
import { Alert, Anchor, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { useTwilioNumbers } from '../twilio-numbers/use-twilio-numbers';

// Spec 002 §8.4: a numbers error is a toast for 5 s.
const NUMBERS_ERROR_MS = 5000;

/** The onboarding's Connect to Telephone: the workspace's numbers (spec 002 §7.5 getTwilioNumbers). */
export function TelephoneNumbers({
  region,
  workspaceUid,
  agentId,
}: {
  region: Region;
  workspaceUid: string;
  agentId: string;
}) {
  const numbers = useTwilioNumbers(region, workspaceUid);
  useEffect(() => {
    if (numbers.error) {
      notifications.show({ color: 'red', message: errorMessage(numbers.error), autoClose: NUMBERS_ERROR_MS });
    }
  }, [numbers.error]);

  return (
    <Stack gap="sm">
      <Text size="sm">Give your agent a phone number, and callers talk to it as your website visitors chat.</Text>
      {numbers.isPending ? (
        <Loader size="sm" aria-label="Loading your numbers" />
      ) : numbers.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(numbers.error)}
        </Alert>
      ) : numbers.data.numbers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ONBOARDING_NO_NUMBERS}
        </Text>
      ) : (
        <Table aria-label="Your phone numbers">
          <Table.Tbody>
            {numbers.data.numbers.map((number) => (
              <Table.Tr key={number.number}>
                <Table.Td>{number.number}</Table.Td>
                <Table.Td>{number.friendlyName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="md">
        <Anchor component={Link} to="/twilio-numbers" size="sm">
          Get a number
        </Anchor>
        <Anchor component={Link} to={agentTabPath(region, agentId, 'voice', 'phoneNumbers')} size="sm">
          Connect a number to this agent
        </Anchor>
      </Group>
    </Stack>
  );
}
