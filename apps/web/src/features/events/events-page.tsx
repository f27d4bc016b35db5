import {
  type EventDelivery,
  type EventDeliveryStatus,
  memberCan,
  WORKSPACE_EVENT_LABELS,
  type WorkspaceLog,
} from '@agent-platform/core';
import { Badge, Button, Container, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconNotes, IconSend } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/empty-state';
import { SectionLoadError } from '../../ui/section-load-error';
import { lastModifiedDate, lastModifiedText } from '../agents/last-modified';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { EventSettingsSection } from './event-settings-section';
import { useEventDeliveries, useReplayEvent } from './use-event-deliveries';
import { useWorkspaceLogs } from './use-workspace-logs';

export const EVENT_REPLAYED = 'The event is being sent again.';

const STATUS_BADGES: Record<EventDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Sending', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** `/events` (Utilities): the event notifier's settings, its deliveries, and the workspace's logs. */
export function EventsPage() {
  useDocumentTitle('Events');
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Events</Title>
          <Text c="dimmed" size="sm" maw={620}>
            Send what happens in your workspace to your own endpoint, and see each delivery and the workspace's logs.
          </Text>
        </Stack>
        <EventSettingsSection />
        <DeliveriesSection />
        <LogsSection />
      </Stack>
    </Container>
  );
}

function DeliveriesSection() {
  const { workspace } = useCurrentWorkspace();
  const deliveries = useEventDeliveries(workspace.region, workspace.uid);
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-deliveries-title">
      <Title order={2} size="h4" id="event-deliveries-title">
        Event deliveries
      </Title>
      {deliveries.isError && !deliveries.data ? (
        <SectionLoadError
          title="Error loading event deliveries"
          error={deliveries.error}
          onRetry={() => deliveries.refetch()}
        />
      ) : deliveries.isPending ? (
        <Skeleton height={120} radius="md" aria-busy />
      ) : deliveries.data.length === 0 ? (
        <EmptyState icon={<IconSend size={24} />} title="No events sent yet">
          Set an endpoint and choose event types above; each event sent appears here with its attempts.
        </EmptyState>
      ) : (
        <DeliveriesTable deliveries={deliveries.data} />
      )}
    </Stack>
  );
}

function DeliveriesTable({ deliveries }: { deliveries: EventDelivery[] }) {
  const { workspace } = useCurrentWorkspace();
  const replay = useReplayEvent(workspace.region, workspace.uid);
  const canReplay = memberCan(workspace.role, null, 'workspace.manage');
  const send = (delivery: EventDelivery) =>
    replay.mutate(delivery.id, {
      onSuccess: () => notifications.show({ color: 'green', message: EVENT_REPLAYED, autoClose: 3000 }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label="Event deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th>Happened</Table.Th>
              {canReplay && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((delivery) => {
              const label = WORKSPACE_EVENT_LABELS[delivery.type];
              const badge = STATUS_BADGES[delivery.status];
              return (
                <Table.Tr key={delivery.id} data-delivery-id={delivery.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {delivery.replayOf ? 'Replay' : delivery.type}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={badge.color}>
                      {badge.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {delivery.attempts} of {delivery.maxAttempts}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" c={delivery.lastError ? 'red' : 'dimmed'}>
                      {delivery.lastError ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" title={lastModifiedDate(seconds(delivery.createdAt))}>
                      {lastModifiedText(seconds(delivery.createdAt))}
                    </Text>
                  </Table.Td>
                  {canReplay && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Replay ${label} event`}
                        disabled={delivery.status === 'pending'}
                        loading={replay.isPending && replay.variables === delivery.id}
                        onClick={() => send(delivery)}
                      >
                        Replay
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function LogsSection() {
  const { workspace } = useCurrentWorkspace();
  const logs = useWorkspaceLogs(workspace.region, workspace.uid);
  return (
    <Stack gap="sm" component="section" aria-labelledby="workspace-logs-title">
      <Title order={2} size="h4" id="workspace-logs-title">
        Logs
      </Title>
      {logs.isError && !logs.data ? (
        <SectionLoadError title="Error loading logs" error={logs.error} onRetry={() => logs.refetch()} />
      ) : logs.isPending ? (
        <Skeleton height={120} radius="md" aria-busy />
      ) : logs.data.length === 0 ? (
        <EmptyState icon={<IconNotes size={24} />} title="No logs yet">
          What your agents and channels report about this workspace appears here.
        </EmptyState>
      ) : (
        <LogsTable logs={logs.data} />
      )}
    </Stack>
  );
}

function LogsTable({ logs }: { logs: WorkspaceLog[] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="Logs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Content</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {log.type}
                  </Text>
                </Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {log.content}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{log.channel ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={lastModifiedDate(seconds(log.createdAt))}>
                    {lastModifiedText(seconds(log.createdAt))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
