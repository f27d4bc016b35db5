import {
  type BillingSummary,
  billingDate,
  formatMoney,
  USD_TOP_UP_FREE_PLAN,
  USD_TOP_UP_NEEDS_PAYMENT_METHOD,
} from '@agent-platform/core';
import { Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { StatusBadge } from './status-badge';
import { UsageBar } from './usage-bar';

/** Spec 002 §2.5 Current Plan card. */
export function CurrentPlanCard({
  summary,
  onTopUp,
  onChangePlan,
}: {
  summary: BillingSummary;
  onTopUp: () => void;
  onChangePlan: () => void;
}) {
  const free = summary.planId === 'free';
  // Spec 002 §4.1: no top-up on the free plan; a top-up is charged to the saved card.
  const topUpBlocked = free ? USD_TOP_UP_FREE_PLAN : summary.paymentMethod ? null : USD_TOP_UP_NEEDS_PAYMENT_METHOD;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-plan-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id="current-plan-title">
            Current Plan
          </Title>
          <Button onClick={onChangePlan}>{free ? 'Upgrade' : 'Modify Plan'}</Button>
        </Group>

        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              USD balance
            </Text>
            <Text size="xl" fw={700} aria-label="USD balance">
              {formatMoney(summary.usdBalance, 'USD')}
            </Text>
          </Stack>
          <Tooltip label={topUpBlocked} disabled={!topUpBlocked}>
            {/* A disabled button gets no pointer events; the wrapper keeps the tooltip working. */}
            <span>
              <Button variant="light" onClick={onTopUp} disabled={topUpBlocked !== null}>
                Top up
              </Button>
            </span>
          </Tooltip>
        </Group>

        <Group gap="xs">
          <Text fw={600} aria-label="Plan">
            {summary.name}
          </Text>
          <StatusBadge status={summary.status} />
        </Group>

        <Group grow align="flex-start">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {summary.cancels ? 'Ends on' : 'Next billing date'}
            </Text>
            <Text fw={600}>
              {summary.cancels && summary.cancelsAt
                ? billingDate(new Date(summary.cancelsAt * 1000))
                : summary.renewalDate
                  ? billingDate(new Date(summary.renewalDate))
                  : 'None on the Free plan'}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Cost this month
            </Text>
            <Text fw={600} aria-label="Cost this month">
              {formatMoney(summary.costThisMonth, summary.currency)}
            </Text>
          </Stack>
        </Group>

        <UsageBar used={summary.credits.used} total={summary.credits.total} />
        <Text size="xs" c="dimmed">
          Unused credits roll over to the next month.
        </Text>
      </Stack>
    </Card>
  );
}
