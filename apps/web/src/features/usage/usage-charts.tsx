import {
  USAGE_CHARTS,
  USAGE_TEXTS,
  type UsageChartKey,
  type UsageReport,
  usageFeatureLabel,
} from '@agent-platform/core';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const formatCredits = (credits: number) => credits.toLocaleString(undefined, { maximumFractionDigits: 3 });

const COLOURS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'gray.6'];
const colour = (index: number) => COLOURS[index % COLOURS.length] ?? 'gray.6';

/** The five charts of the report, each under its title and carrying its spec key. */
export function UsageCharts({ report }: { report: UsageReport }) {
  const { charts, metrics } = report;
  const spent = metrics.creditsUsed > 0;
  const tokens = metrics.inputTokens + metrics.outputTokens > 0;
  const dots = charts['credits-usage-global'].length <= 31;

  const body: Record<UsageChartKey, ReactNode> = {
    'usage-across-features':
      charts['usage-across-features'].length > 0 ? (
        <Pie
          shares={charts['usage-across-features'].map(({ featureKey, credits }) => ({
            name: usageFeatureLabel(featureKey),
            credits,
          }))}
        />
      ) : (
        <Empty>{USAGE_TEXTS.noCreditsUsed}</Empty>
      ),
    'usage-across-agents':
      charts['usage-across-agents'].length > 0 ? (
        <Pie
          shares={charts['usage-across-agents'].map(({ title, credits }) => ({
            name: title ?? USAGE_TEXTS.deletedAgent,
            credits,
          }))}
        />
      ) : (
        <Empty>{USAGE_TEXTS.noCreditsUsed}</Empty>
      ),
    'credits-usage-global': spent ? (
      <LineChart
        h={240}
        data={charts['credits-usage-global']}
        dataKey="date"
        series={[{ name: 'credits', label: 'Credits', color: 'blue.6' }]}
        curveType="monotone"
        withDots={dots}
        valueFormatter={formatCredits}
      />
    ) : (
      <Empty>{USAGE_TEXTS.noCreditsUsed}</Empty>
    ),
    'llm-tokens-usage': tokens ? (
      <BarChart
        h={240}
        data={charts['llm-tokens-usage']}
        dataKey="date"
        type="stacked"
        withLegend
        series={[
          { name: 'inputTokens', label: 'Input tokens', color: 'blue.6' },
          { name: 'outputTokens', label: 'Output tokens', color: 'teal.6' },
        ]}
        yAxisProps={{ allowDecimals: false }}
        valueFormatter={(value) => value.toLocaleString()}
      />
    ) : (
      <Empty>{USAGE_TEXTS.noTokensUsed}</Empty>
    ),
    'credits-usage-agents':
      charts['credits-usage-agents'].agents.length > 0 ? (
        <AgentsOverTime chart={charts['credits-usage-agents']} dots={dots} />
      ) : (
        <Empty>{USAGE_TEXTS.noCreditsUsed}</Empty>
      ),
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {USAGE_CHARTS.map(({ key, type, title }) => (
        <Card
          key={key}
          component="section"
          withBorder
          radius="md"
          padding="lg"
          aria-label={title}
          data-chart-key={key}
          data-chart-type={type}
        >
          <Stack gap="sm">
            <Title order={2} size="h4">
              {title}
            </Title>
            {body[key]}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="xl" ta="center">
      {children}
    </Text>
  );
}

/** A pie of credits, with the same figures listed beside it for reading and for screen readers. */
function Pie({ shares }: { shares: { name: string; credits: number }[] }) {
  return (
    <Group align="center" wrap="nowrap" gap="lg">
      <PieChart
        size={160}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={formatCredits}
        data={shares.map(({ name, credits }, index) => ({ name, value: credits, color: colour(index) }))}
      />
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {shares.map(({ name, credits }, index) => (
          <Group key={name} justify="space-between" component="li" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c={colour(index)} aria-hidden>
                ●
              </Text>
              <Text size="sm" truncate>
                {name}
              </Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatCredits(credits)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** Credits per day of the agents that used the most, one line each, and every other agent together. */
function AgentsOverTime({ chart, dots }: { chart: UsageReport['charts']['credits-usage-agents']; dots: boolean }) {
  const withOthers = chart.days.some((day) => day.otherAgents > 0);
  const series = chart.agents.map(({ agentId, title }, index) => ({
    name: agentId,
    label: title ?? USAGE_TEXTS.deletedAgent,
    color: colour(index),
  }));
  if (withOthers) series.push({ name: 'otherAgents', label: 'Other agents', color: 'gray.6' });
  return (
    <LineChart
      h={240}
      data={chart.days.map(({ date, credits, otherAgents }) => ({ date, ...credits, otherAgents }))}
      dataKey="date"
      series={series}
      curveType="monotone"
      withLegend
      withDots={dots}
      valueFormatter={formatCredits}
    />
  );
}
