import { type BillingSummary, formatMoney, type PaymentMethodView, type Region } from '@agent-platform/core';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CardForm } from './card-form';
import { SavedCard } from './saved-card';
import { choiceTotals, type SubscriptionChoice } from './subscription-choice';

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
  // From the summary as it is now: a card saved here sets the country, and with it tax and currency.
  const { totals, taxDescription } = choiceTotals(summary, choice);
  const total = formatMoney(totals.total, totals.currency);
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
          <Stack gap={0} align="flex-end">
            <Text fw={700}>{`${total} / ${period}`}</Text>
            {totals.tax > 0 && (
              <Text
                size="xs"
                c="dimmed"
              >{`Includes ${taxDescription}: ${formatMoney(totals.tax, totals.currency)}`}</Text>
            )}
          </Stack>
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
