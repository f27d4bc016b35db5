import type { PaymentMethodView } from '@agent-platform/core';
import { Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';

const brandName = (brand: string) => (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');

/** Spec 002 §3.12: the card view reads brand, last four digits and expiry. */
export function SavedCard({ card }: { card: PaymentMethodView }) {
  const expiry = `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
  return (
    <Group gap="sm" wrap="nowrap" aria-label="Saved card">
      <IconCreditCard size={28} stroke={1.5} aria-hidden />
      <Stack gap={0}>
        <Text size="sm" fw={600}>{`${brandName(card.brand)} •••• ${card.last4}`}</Text>
        <Text size="xs" c="dimmed">{`Expires ${expiry}`}</Text>
      </Stack>
    </Group>
  );
}
