import {
  CLIENT_CREDIT_PURCHASE_MIN,
  CLIENT_CREDITS_PURCHASE_FAILED,
  CLIENT_TOP_UP_FAILED,
  CLIENT_TOP_UP_MIN,
  type ClientBillingSummary,
  clientCreditsToBuy,
  clientTopUpHint,
  formatMoney,
} from '@agent-platform/core';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { usePurchaseOrgCredits, useTopUpOrgBalance } from './use-client-billing-calls';

const failed = (title: string, error: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 5000 });

/** Purchase Credits and Top-up (spec 002 §5.6): both need the saved card and pay the agency. */
export function PurchaseCreditsSection({ billing }: { billing: ClientBillingSummary }) {
  const purchase = usePurchaseOrgCredits();
  const topUp = useTopUpOrgBalance();
  const [credits, setCredits] = useState<number | string>(CLIENT_CREDIT_PURCHASE_MIN);
  const [amount, setAmount] = useState<number | string>(CLIENT_TOP_UP_MIN);
  const toBuy = clientCreditsToBuy(Number(credits) || 0);
  const topUpAmount = Number(amount) || 0;
  const noCard = !billing.paymentMethod;

  const buy = async () => {
    // Spec 002 §5.6: a lower value is raised to 1000, in the field too.
    setCredits(toBuy);
    try {
      const done = await purchase.mutateAsync(toBuy);
      notifications.show({ color: 'green', message: done.message, autoClose: 3000 });
    } catch (error) {
      failed(CLIENT_CREDITS_PURCHASE_FAILED, error);
    }
  };

  const confirmTopUp = async () => {
    if (topUpAmount < CLIENT_TOP_UP_MIN) return;
    try {
      const done = await topUp.mutateAsync(topUpAmount);
      notifications.show({ color: 'green', message: done.message, autoClose: 3000 });
    } catch (error) {
      failed(CLIENT_TOP_UP_FAILED, error);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Purchase Credits">
      <Title order={3} size="h5">
        Purchase Credits
      </Title>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Credits"
          min={0}
          step={500}
          value={credits}
          onChange={setCredits}
          onBlur={() => setCredits(toBuy)}
          allowDecimal={false}
          w={160}
        />
        <Text size="sm" c="dimmed">
          {formatMoney(toBuy * billing.pricePerCredit, billing.currency)}
        </Text>
        <Button onClick={buy} loading={purchase.isPending} disabled={noCard}>
          Buy Credits
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={`Top-up amount (${billing.symbol})`}
          min={0}
          value={amount}
          onChange={setAmount}
          description={clientTopUpHint(billing.symbol)}
          w={200}
        />
        <Button onClick={confirmTopUp} loading={topUp.isPending} disabled={noCard || topUpAmount < CLIENT_TOP_UP_MIN}>
          Confirm Top-up
        </Button>
      </Group>
      {noCard && (
        <Text size="xs" c="dimmed">
          Add a payment method below to buy credits.
        </Text>
      )}
    </Stack>
  );
}
