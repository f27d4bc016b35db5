import type { BillingSummary, Region } from '@agent-platform/core';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { CardForm } from './card-form';
import { SavedCard } from './saved-card';

/** Spec 002 §2.5 payment method card: the card with Edit, or the Add payment method empty state. */
export function PaymentMethodCard({ summary, region, uid }: { summary: BillingSummary; region: Region; uid: string }) {
  const [editing, setEditing] = useState(false);
  const card = summary.paymentMethod;
  const saved = () => {
    setEditing(false);
    notifications.show({ color: 'green', message: 'Payment information updated successfully', autoClose: 3000 });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-method-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="payment-method-title">
            Payment method
          </Title>
          {card && !editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {editing ? (
          <CardForm summary={summary} region={region} uid={uid} onSaved={saved} onCancel={() => setEditing(false)} />
        ) : card ? (
          <SavedCard card={card} />
        ) : (
          <Stack align="center" gap="xs" ta="center" py="sm">
            <IconCreditCard size={32} stroke={1.5} aria-hidden />
            <Text size="sm" c="dimmed">
              No card yet. Add one to subscribe, buy credits and top up your balance.
            </Text>
            <Button variant="light" onClick={() => setEditing(true)}>
              Add payment method
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
