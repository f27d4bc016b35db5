import { formatMoney, planById, ZCurrency } from '@agent-platform/core';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { SubscriptionChoice } from './subscription-choice';

export type SubscriptionOutcome =
  | { ok: true; amountPaidCents: number; currency: string }
  | { ok: false; message: string };

/** Spec 002 §4.3: the 'Subscription Created!' view, or 'Subscription Error' with a way back to the payment. */
export function SubscriptionResultModal({
  choice,
  outcome,
  onClose,
  onRetry,
}: {
  choice: SubscriptionChoice;
  outcome: SubscriptionOutcome;
  onClose: () => void;
  onRetry: () => void;
}) {
  const plan = planById(choice.planId);
  const cycle = choice.planId === 'pay_as_you_go_yearly' ? 'annual' : 'monthly';
  if (outcome.ok) {
    const currency = ZCurrency.safeParse(outcome.currency.toUpperCase());
    const paid = formatMoney(outcome.amountPaidCents / 100, currency.success ? currency.data : 'USD');
    return (
      <Modal
        opened
        onClose={onClose}
        title="Subscription Created!"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={30} />
          </ThemeIcon>
          <Text size="sm">{`Your workspace is on ${plan.label} (${cycle}). ${paid} was charged to your card.`}</Text>
          <Button onClick={onClose}>Done</Button>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title="Subscription Error" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" color="red" variant="light" aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Text size="sm" role="alert">
            {outcome.message}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRetry}>Try again</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
