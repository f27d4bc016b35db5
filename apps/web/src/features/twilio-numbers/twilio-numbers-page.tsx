import {
  NO_PHONE_SLOTS_FREE_PLAN,
  TWILIO_CREDENTIALS_MISSING,
  TWILIO_NUMBERS_EMPTY,
  TWILIO_NUMBERS_ERROR_TOAST_MS,
  TWILIO_PURCHASE_CONFIRMATION,
  type TwilioNumber,
  type TwilioNumberOffer,
} from '@agent-platform/core';
import { Alert, Anchor, Button, Group, Modal, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPhone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/empty-state';
import { IntegrationPage } from '../../ui/integration-page';
import { useAgents } from '../agents/use-agents';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import {
  useAssignTwilioNumber,
  useAvailableTwilioNumbers,
  useBuyTwilioNumber,
  useReleaseTwilioNumber,
  useTwilioNumbers,
} from './use-twilio-numbers';

/** Spec 002 §8.4: a Twilio numbers error is a toast for 5 s. */
export const showNumbersError = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error), autoClose: TWILIO_NUMBERS_ERROR_TOAST_MS });

/** `/twilio-numbers` (Integrations): the workspace's phone numbers, numbers for sale, buying, assigning, releasing. */
export function TwilioNumbersPage() {
  const { workspace } = useCurrentWorkspace();
  const page = useTwilioNumbers(workspace.region, workspace.uid);
  return (
    <IntegrationPage
      title="Twilio Numbers"
      description="Phone numbers bought through your Twilio account. Give a number to an agent and it answers the calls."
      query={page}
      errorTitle="Error loading numbers"
    >
      {(data) => (
        <>
          {!data.hasCredentials && (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
              {TWILIO_CREDENTIALS_MISSING}{' '}
              <Anchor component={Link} to="/credentials">
                Open Credentials
              </Anchor>
            </Alert>
          )}
          <Text size="sm" aria-label="Phone slots">
            Phone slots used this billing cycle: {data.slots.used} of {data.slots.total}
          </Text>
          {data.slots.total === 0 && (
            <Alert color="blue" variant="light" icon={<IconAlertCircle size={18} />}>
              {NO_PHONE_SLOTS_FREE_PLAN}
            </Alert>
          )}
          <Stack gap="sm">
            <Title order={2} size="h4">
              Your numbers
            </Title>
            {data.numbers.length === 0 ? (
              <EmptyState icon={<IconPhone size={24} />} title="No numbers yet">
                Buy one of the available numbers below.
              </EmptyState>
            ) : (
              <OwnNumbers numbers={data.numbers} />
            )}
          </Stack>
          {data.hasCredentials && <AvailableNumbers blocked={data.slots.used >= data.slots.total} />}
        </>
      )}
    </IntegrationPage>
  );
}

function OwnNumbers({ numbers }: { numbers: TwilioNumber[] }) {
  const { workspace } = useCurrentWorkspace();
  const agents = useAgents(workspace.region, workspace.uid);
  const assign = useAssignTwilioNumber(workspace.region, workspace.uid);
  const release = useReleaseTwilioNumber(workspace.region, workspace.uid);
  const [releasing, setReleasing] = useState<TwilioNumber>();
  const options = (agents.data ?? []).map((agent) => ({ value: agent.ID, label: agent.title }));

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="Your numbers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Agent</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {numbers.map((number) => (
              <Table.Tr key={number.id}>
                <Table.Td>{number.number}</Table.Td>
                <Table.Td>{number.friendlyName}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Agent for ${number.number}`}
                    placeholder="No agent"
                    data={options}
                    value={number.agentId}
                    clearable
                    disabled={assign.isPending}
                    onChange={(agentId) =>
                      assign.mutate(
                        { numberId: number.id, agentId },
                        {
                          onSuccess: () =>
                            notifications.show({ color: 'green', message: 'Number assigned', autoClose: 3000 }),
                          onError: showNumbersError,
                        },
                      )
                    }
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={`Release ${number.number}`}
                    onClick={() => setReleasing(number)}
                  >
                    Release
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={releasing !== undefined} onClose={() => setReleasing(undefined)} title="Release number" centered>
        <Stack gap="md">
          <Text size="sm">
            <b>{releasing?.number}</b> goes back to Twilio and stops taking calls. Its phone slot stays used until the
            billing cycle ends.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReleasing(undefined)} disabled={release.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={release.isPending}
              onClick={async () => {
                if (!releasing) return;
                // Awaited, not per-call callbacks: the last number released unmounts this table before they would run.
                try {
                  await release.mutateAsync(releasing.id);
                  notifications.show({ color: 'green', message: 'Number released', autoClose: 3000 });
                } catch (error) {
                  showNumbersError(error);
                }
                setReleasing(undefined);
              }}
            >
              Release number
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function AvailableNumbers({ blocked }: { blocked: boolean }) {
  const { workspace } = useCurrentWorkspace();
  const available = useAvailableTwilioNumbers(workspace.region, workspace.uid, true);
  const buy = useBuyTwilioNumber(workspace.region, workspace.uid);
  const [buying, setBuying] = useState<TwilioNumberOffer>();

  useEffect(() => {
    if (available.isError) showNumbersError(available.error);
  }, [available.isError, available.error]);

  const confirm = () => {
    if (!buying) return;
    buy.mutate(buying.number, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${buying.number} added`, autoClose: 3000 });
        setBuying(undefined);
      },
      onError: (error) => {
        showNumbersError(error);
        setBuying(undefined);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Available numbers
      </Title>
      {available.isPending ? (
        <Skeleton height={120} radius="md" aria-busy />
      ) : available.isError || available.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {TWILIO_NUMBERS_EMPTY}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" aria-label="Available numbers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {available.data.map((offer) => (
                <Table.Tr key={offer.number}>
                  <Table.Td>{offer.number}</Table.Td>
                  <Table.Td>{offer.friendlyName}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Buy ${offer.number}`}
                      disabled={blocked}
                      onClick={() => setBuying(offer)}
                    >
                      Buy
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Modal opened={buying !== undefined} onClose={() => setBuying(undefined)} title="Add number" centered>
        <Stack gap="md">
          <Text size="sm">
            Add <b>{buying?.number}</b>?
          </Text>
          <Text size="sm">{TWILIO_PURCHASE_CONFIRMATION}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setBuying(undefined)}>
              Cancel
            </Button>
            <Button loading={buy.isPending} onClick={confirm}>
              Add number
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
