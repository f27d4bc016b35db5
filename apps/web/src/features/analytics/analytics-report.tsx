import '@mantine/charts/styles.css';
import {
  type AgentAnalytics,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  daysBetween,
} from '@agent-platform/core';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Card,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { DateRangePicker, type DayRange } from '../../ui/date-range-picker';

/**
 * The Analytics numbers over a date range, each against the period just before, and where
 * visitors come from: the agent's Analytics tab and the client's Home tab show the same report.
 */
export function AnalyticsReport({
  title,
  range,
  onRangeChange,
  analytics,
}: {
  title: string;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  analytics: UseQueryResult<AgentAnalytics>;
}) {
  const [metric, setMetric] = useState<AnalyticsMetric>('conversations');
  const rangeError = rangeProblem(range);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">
          {title}
        </Title>
        <DateRangePicker range={range} onChange={onRangeChange} />
      </Group>
      {rangeError && (
        <Alert color="red" variant="light">
          {rangeError}
        </Alert>
      )}
      {analytics.isError && (
        <Alert color="red" variant="light">
          {errorMessage(analytics.error)}
        </Alert>
      )}
      {analytics.isLoading && <Loader aria-label="Loading analytics" />}
      {analytics.data && (
        <>
          <Totals analytics={analytics.data} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Over time
                </Title>
                {/* On a phone the metrics scroll sideways rather than run off the card. */}
                <ScrollArea type="auto" scrollbars="x" scrollbarSize={6} offsetScrollbars="x" maw="100%">
                  <SegmentedControl
                    aria-label="Chart"
                    size="xs"
                    data={ANALYTICS_METRICS.map(({ key, label }) => ({ value: key, label }))}
                    value={metric}
                    onChange={(value) => setMetric(value as AnalyticsMetric)}
                  />
                </ScrollArea>
              </Group>
              <LineChart
                h={260}
                data={analytics.data.days}
                dataKey="date"
                series={[{ name: metric, label: labelOf(metric), color: 'blue.6' }]}
                curveType="monotone"
                // Counts are whole; only credits have fractions.
                yAxisProps={{ allowDecimals: metric === 'credits' }}
                withDots={analytics.data.days.length <= 31}
              />
            </Stack>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Share title="Countries" shares={analytics.data.countries} />
            <Share title="Browsers" shares={analytics.data.browsers} />
            <Share title="Channels" shares={analytics.data.channels} bars />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** What is wrong with a range the server would refuse: it is said, and not asked for. */
export function rangeProblem({ from, to }: { from: string; to: string }): string | undefined {
  if (from > to) return 'The start date must not be after the end date.';
  if (daysBetween(from, to) >= ANALYTICS_MAX_DAYS) return `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`;
  return undefined;
}

const labelOf = (metric: AnalyticsMetric) => ANALYTICS_METRICS.find(({ key }) => key === metric)?.label ?? metric;

/** Each metric's total, and how it moved against the period just before. */
function Totals({ analytics }: { analytics: AgentAnalytics }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} role="list" aria-label="Totals">
      {ANALYTICS_METRICS.map(({ key, label }) => {
        const now = analytics.totals[key];
        const before = analytics.previousTotals[key];
        return (
          <Card key={key} withBorder radius="md" padding="md" role="listitem" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700} data-testid="total">
              {key === 'credits' ? now.toLocaleString(undefined, { maximumFractionDigits: 3 }) : now.toLocaleString()}
            </Text>
            <Text size="xs" c={now >= before ? 'teal' : 'red'}>
              {change(now, before)} vs previous period
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'No change' : 'New';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

const SHARE_COLOURS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'gray.6'];

function Share({ title, shares, bars }: { title: string; shares: AgentAnalytics['countries']; bars?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing in this period.
          </Text>
        ) : bars ? (
          <BarChart
            h={180}
            data={shares}
            dataKey="name"
            series={[{ name: 'value', label: title, color: 'blue.6' }]}
            yAxisProps={{ allowDecimals: false }}
          />
        ) : (
          <DonutChart
            size={140}
            thickness={22}
            withLabelsLine={false}
            data={shares.map((share, index) => ({
              ...share,
              color: SHARE_COLOURS[index % SHARE_COLOURS.length] ?? 'gray.6',
            }))}
          />
        )}
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shares.map((share) => (
            <Group key={share.name} justify="space-between" component="li">
              <Text size="sm">{share.name}</Text>
              <Text size="sm" fw={600}>
                {share.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
