import {
  type CreditLogEntry,
  creditReasonLabel,
  type Region,
  USAGE_TEXTS,
  usageFeatureLabel,
} from '@agent-platform/core';
import { Button, Center, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { SectionLoadError } from '../../ui/section-load-error';
import { formatCredits } from './usage-charts';
import { useCreditLog } from './use-credit-log';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The credit log of the range, newest first, 50 entries at a time. */
export function CreditLogTable({
  region,
  uid,
  range,
}: {
  region: Region;
  uid: string;
  range: { from: string; to: string };
}) {
  const log = useCreditLog(region, uid, range, true);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack gap="sm" component="section" aria-label="Credit log">
      <Title order={2} size="h3">
        Credit log
      </Title>
      {log.isError && !log.data ? (
        <SectionLoadError title="Error loading the credit log" error={log.error} onRetry={() => log.refetch()} />
      ) : log.isPending ? (
        <Skeleton height={200} radius="md" aria-busy />
      ) : entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" size="sm" ta="center">
            {USAGE_TEXTS.noLogEntries}
          </Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Credit log entries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Agent</Table.Th>
                    <Table.Th>Model</Table.Th>
                    <Table.Th ta="right">Tokens (input / output)</Table.Th>
                    <Table.Th ta="right">Credits</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <LogRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {log.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(log.error)}
            </Text>
          )}
          {log.hasNextPage && (
            <Center>
              <Button variant="light" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

function LogRow({ entry }: { entry: CreditLogEntry }) {
  const what =
    entry.logMessage ?? (entry.featureKey ? usageFeatureLabel(entry.featureKey) : creditReasonLabel(entry.reason));
  const tokens =
    entry.inputTokens === null && entry.outputTokens === null
      ? ''
      : `${(entry.inputTokens ?? 0).toLocaleString()} / ${(entry.outputTokens ?? 0).toLocaleString()}`;
  return (
    <Table.Tr data-direction={entry.direction} data-entry-id={entry.id}>
      <Table.Td>
        <Text size="sm" title={entry.ts}>
          {dateTime.format(new Date(entry.ts))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{what}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.agentId ? (entry.agentTitle ?? USAGE_TEXTS.deletedAgent) : ''}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.modelId ?? ''}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{tokens}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600} c={entry.direction === 'increase' ? 'teal' : undefined} data-testid="amount">
          {entry.direction === 'increase' ? '+' : '−'}
          {formatCredits(entry.amount)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatCredits(entry.balanceAfter)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
