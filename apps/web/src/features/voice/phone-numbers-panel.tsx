import { TWILIO_CREDENTIALS_MISSING } from '@agent-platform/core';
import { Alert, Anchor, Button, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionLoadError } from '../../ui/section-load-error';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { showNumbersError } from '../twilio-numbers/twilio-numbers-page';
import { useAssignTwilioNumber, useTwilioNumbers } from '../twilio-numbers/use-twilio-numbers';

/**
 * Spec 002 §2.1 `phoneNumbers`: the workspace's numbers this agent answers, and giving it another.
 * Assigning takes effect at once (calls are routed by the number), not at Publish.
 */
export function PhoneNumbersPanel() {
  const { region, agentId, workspaceUid } = useAgentShell();
  const page = useTwilioNumbers(region, workspaceUid);
  const assign = useAssignTwilioNumber(region, workspaceUid);
  const [choice, setChoice] = useState<string | null>(null);

  const change = (numberId: string, to: string | null, message: string) =>
    assign.mutate(
      { numberId, agentId: to },
      {
        onSuccess: () => {
          setChoice(null);
          notifications.show({ color: 'green', message, autoClose: 3000 });
        },
        onError: showNumbersError,
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Phone numbers
        </Title>
        {page.isError ? (
          <SectionLoadError title="Error loading numbers" error={page.error} onRetry={() => page.refetch()} />
        ) : page.isPending ? (
          <Skeleton height={120} radius="md" aria-busy />
        ) : (
          (() => {
            const mine = page.data.numbers.filter((number) => number.agentId === agentId);
            const others = page.data.numbers.filter((number) => number.agentId !== agentId);
            return (
              <>
                {!page.data.hasCredentials && (
                  <Alert color="yellow" variant="light">
                    {TWILIO_CREDENTIALS_MISSING}
                  </Alert>
                )}
                {mine.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    This agent has no phone number yet: calls reach it once you give it one.
                  </Text>
                ) : (
                  <Table aria-label="This agent's numbers" verticalSpacing="xs">
                    <Table.Tbody>
                      {mine.map((number) => (
                        <Table.Tr key={number.id}>
                          <Table.Td>{number.number}</Table.Td>
                          <Table.Td>{number.friendlyName}</Table.Td>
                          <Table.Td ta="right">
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={`Remove ${number.number} from this agent`}
                              loading={assign.isPending}
                              onClick={() => change(number.id, null, 'Number removed from this agent')}
                            >
                              Remove
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                {others.length > 0 && (
                  <Group align="flex-end">
                    <Select
                      label="Give this agent a number"
                      placeholder="Choose a number"
                      data={others.map((number) => ({
                        value: number.id,
                        label: number.agentId ? `${number.number} (used by another agent)` : number.number,
                      }))}
                      value={choice}
                      onChange={setChoice}
                      w={320}
                    />
                    <Button
                      disabled={!choice}
                      loading={assign.isPending}
                      onClick={() => choice && change(choice, agentId, 'Number assigned')}
                    >
                      Assign
                    </Button>
                  </Group>
                )}
                <Text size="sm">
                  <Anchor component={Link} to="/twilio-numbers">
                    Buy and manage numbers on Twilio Numbers
                  </Anchor>
                </Text>
              </>
            );
          })()
        )}
      </Stack>
    </Card>
  );
}
