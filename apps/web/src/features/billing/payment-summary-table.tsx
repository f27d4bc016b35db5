import { formatMoney, type PaymentSummary } from '@agent-platform/core';
import { Divider, Group, Stack, Text } from '@mantine/core';

/** Spec 002 §9.1: subtotal, discount, tax on the price after discount, total; two decimals each. */
export function PaymentSummaryTable({
  summary,
  taxDescription,
  period,
}: {
  summary: PaymentSummary;
  taxDescription: string;
  period: 'month' | 'year';
}) {
  const money = (amount: number) => formatMoney(amount, summary.currency);
  const rows: [string, string][] = [
    ['Subtotal', money(summary.subtotal)],
    ...(summary.discount > 0 ? ([['Discount', `-${money(summary.discount)}`]] as [string, string][]) : []),
    [`Tax: ${taxDescription}`, money(summary.tax)],
  ];
  return (
    <Stack gap={6} role="table" aria-label="Payment summary">
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" role="row">
          <Text size="sm" role="rowheader">
            {label}
          </Text>
          <Text size="sm" role="cell">
            {value}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" role="row">
        <Text fw={700} role="rowheader">
          Total
        </Text>
        <Text fw={700} role="cell">
          {`${money(summary.total)} / ${period}`}
        </Text>
      </Group>
    </Stack>
  );
}
