import {
  type BillingSummary,
  CREDIT_PURCHASE,
  CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD,
  CREDIT_QUICK_PICKS,
  canPurchaseCredits,
  creditPurchaseCost,
  formatMoney,
  type Region,
} from '@agent-platform/core';
import { Button, Card, Group, Slider, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { PaymentAuthentication, type PendingPayment } from './payment-authentication';
import { refreshBilling } from './use-billing-summary';
import { usePurchaseCredits } from './use-purchase-credits';

const PURCHASED = 'Credits purchased successfully';
const PURCHASE_FAILED = 'Failed to purchase credits';

/** Spec 002 §2.5 and §5.5: quick picks, a slider from 1000 to 50000 in steps of 500, the total and Purchase Credits. */
export function CreditPurchaseWidget({
  summary,
  region,
  uid,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
}) {
  const queryClient = useQueryClient();
  const purchase = usePurchaseCredits(region, uid);
  const [credits, setCredits] = useState<number>(CREDIT_QUICK_PICKS[0].credits);
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const allowed = canPurchaseCredits(summary.paymentMethod !== null);

  const done = () => {
    setPending(null);
    notifications.show({ color: 'green', message: PURCHASED, autoClose: 3000 });
    void refreshBilling(queryClient, region, uid);
  };
  const failed = (message: string) => {
    setPending(null);
    notifications.show({ color: 'red', title: PURCHASE_FAILED, message, autoClose: 5000 });
    void refreshBilling(queryClient, region, uid);
  };
  const buy = () =>
    purchase.mutate(credits, {
      onSuccess: (result) =>
        result.requiresAction && result.paymentId
          ? setPending({ paymentId: result.paymentId, clientSecret: result.clientSecret })
          : done(),
      onError: (error) => failed(errorMessage(error)),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="credit-purchase-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="credit-purchase-title">
          Purchase credits
        </Title>
        <Group gap="xs" role="group" aria-label="Quick picks">
          {CREDIT_QUICK_PICKS.map((pick) => (
            <Button
              key={pick.credits}
              size="xs"
              variant={credits === pick.credits ? 'filled' : 'default'}
              aria-pressed={credits === pick.credits}
              onClick={() => setCredits(pick.credits)}
            >
              {pick.label}
            </Button>
          ))}
        </Group>
        <Slider
          min={CREDIT_PURCHASE.min}
          max={CREDIT_PURCHASE.max}
          step={CREDIT_PURCHASE.step}
          value={credits}
          onChange={setCredits}
          thumbLabel="Credits"
          label={(value) => value.toLocaleString('en-US')}
        />
        <Group justify="space-between">
          <Text size="sm">{`${credits.toLocaleString('en-US')} credits`}</Text>
          <Text fw={700} aria-label="Total cost">
            {formatMoney(creditPurchaseCost(credits), 'USD')}
          </Text>
        </Group>
        {!allowed && (
          <Text size="xs" c="dimmed">
            {CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD}
          </Text>
        )}
        <Button onClick={buy} disabled={!allowed} loading={purchase.isPending}>
          Purchase Credits
        </Button>
      </Stack>
      {pending && (
        <PaymentAuthentication
          summary={summary}
          region={region}
          uid={uid}
          payment={pending}
          onDone={done}
          onFailed={failed}
        />
      )}
    </Card>
  );
}
