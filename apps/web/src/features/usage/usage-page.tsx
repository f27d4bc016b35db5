import '@mantine/charts/styles.css';
import { USAGE_DEFAULT_DAYS, USAGE_TEXTS, type UsageMetrics, ZUsageQuery } from '@agent-platform/core';
import { Alert, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { DateRangePicker, lastDays } from '../../ui/date-range-picker';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { CreditLogTable } from './credit-log-table';
import { formatCredits, UsageCharts } from './usage-charts';
import { useUsageReport } from './use-usage-report';

/**
 * `/account/usage` (spec 002 §3.12): where the workspace's credits went over a date range, as key
 * metrics, the five usage charts and the credit log.
 */
export default function UsagePage() {
  useDocumentTitle('Usage');
  const { workspace } = useCurrentWorkspace();
  const [range, setRange] = useState(() => lastDays(USAGE_DEFAULT_DAYS));
  // The same rule the server applies: a range it would refuse is said here, and not asked for.
  const checked = ZUsageQuery.safeParse(range);
  const rangeError = checked.success ? undefined : checked.error.issues[0]?.message;
  const report = useUsageReport(workspace.region, workspace.uid, range, checked.success);

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Group justify="space-between" align="end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Usage</Title>
            <Text c="dimmed" size="sm" maw={560}>
              Where your workspace's credits went: by feature, by agent and by day, from the credit log. Days are UTC.
            </Text>
          </Stack>
          <DateRangePicker range={range} onChange={setRange} />
        </Group>

        {rangeError && (
          <Alert color="red" variant="light" role="alert">
            {rangeError}
          </Alert>
        )}
        {report.isError && !report.data ? (
          <SectionLoadError title="Error loading usage" error={report.error} onRetry={() => report.refetch()} />
        ) : report.isPending ? (
          checked.success && <Skeleton height={320} radius="md" aria-busy aria-label="Loading usage" />
        ) : (
          <>
            <KeyMetrics metrics={report.data.metrics} />
            <UsageCharts report={report.data} />
          </>
        )}

        {checked.success && <CreditLogTable region={workspace.region} uid={workspace.uid} range={range} />}
      </Stack>
    </Container>
  );
}

function KeyMetrics({ metrics }: { metrics: UsageMetrics }) {
  const top = metrics.mostUsedAgent;
  const items = [
    { label: 'Credits used', value: formatCredits(metrics.creditsUsed) },
    { label: 'Credits added', value: formatCredits(metrics.creditsAdded) },
    { label: 'Current balance', value: formatCredits(metrics.balance) },
    {
      label: 'LLM tokens',
      value: (metrics.inputTokens + metrics.outputTokens).toLocaleString(),
      detail: `${metrics.inputTokens.toLocaleString()} input · ${metrics.outputTokens.toLocaleString()} output`,
    },
    { label: 'Model replies', value: metrics.modelReplies.toLocaleString() },
    {
      label: 'Most used agent',
      value: top ? (top.title ?? USAGE_TEXTS.deletedAgent) : 'None',
      detail: top ? `${formatCredits(top.credits)} credits` : undefined,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} role="list" aria-label="Key metrics">
      {items.map(({ label, value, detail }) => (
        <Card key={label} withBorder radius="md" padding="md" role="listitem" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="xl" fw={700} data-testid="metric" truncate>
            {value}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" data-testid="metric-detail">
              {detail}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
