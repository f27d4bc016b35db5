import { type BillingSummary, formatMoney, type PaymentMethodView, type Region } from '@agent-platform/core';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CardForm } from './card-form';
import { SavedCard } from './saved-card';
import type { SubscriptionChoice } from './subscription-choice';

/** Spec 002 §2.5 payment modal: the saved card, or the card form, then Pay. */
export function PaymentModal({
  summary,
  region,
  uid,
  choice,
  paying,
  onPay,
  onBack,
  onClose,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
  choice: SubscriptionChoice;
  paying: boolean;
  onPay: () => void;
  onBack: () => void;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<PaymentMethodView | null>(null);
  const card = saved ?? summary.paymentMethod;
  const [editing, setEditing] = useState(card === null);
  const total = formatMoney(choice.summary.total, choice.summary.currency);
  const period = choice.planId === 'pay_as_you_go_yearly' ? 'year' : 'month';

  return (
    <Modal
      opened
      onClose={paying ? () => undefined : onClose}
      title="Payment"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm">Total due today</Text>
          <Text fw={700}>{`${total} / ${period}`}</Text>
        </Group>
        <Paper withBorder radius="md" p="md">
          {editing || !card ? (
            <CardForm
              summary={{ ...summary, paymentMethod: card }}
              region={region}
              uid={uid}
              onSaved={(made) => {
                setSaved(made);
                setEditing(false);
              }}
              onCancel={() => (card ? setEditing(false) : onBack())}
            />
          ) : (
            <Group justify="space-between">
              <SavedCard card={card} />
              <Button variant="subtle" size="xs" onClick={() => setEditing(true)} disabled={paying}>
                Use another card
              </Button>
            </Group>
          )}
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={paying}>
            Back
          </Button>
          <Button onClick={onPay} loading={paying} disabled={editing || !card}>
            {`Pay ${total}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
