import {
  type BillingSummary,
  currencySymbol,
  type Region,
  USD_TOP_UP,
  type UsdTopUpBody,
  ZUsdTopUpBody,
} from '@agent-platform/core';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { PaymentAuthentication, type PendingPayment } from './payment-authentication';
import { refreshBilling } from './use-billing-summary';
import { useTopUp } from './use-top-up';

const TOPPED_UP = 'Successfully topped up balance';
const TOP_UP_FAILED = 'Failed to top up balance';

/** Spec 002 §2.5 Add-to-credit-balance: whole dollars onto the USD balance, with the saved card. */
export function TopUpModal({
  summary,
  region,
  uid,
  onClose,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const topUp = useTopUp(region, uid);
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const symbol = currencySymbol('USD');
  const form = useCheckedForm<{ amount: number | string }, (values: { amount: number | string }) => UsdTopUpBody>({
    mode: 'controlled',
    initialValues: { amount: USD_TOP_UP.min },
    validate: zod4Resolver(ZUsdTopUpBody, { errorPriority: 'first' }),
    transformValues: (values) => ZUsdTopUpBody.parse(values),
  });

  const done = () => {
    notifications.show({ color: 'green', message: TOPPED_UP, autoClose: 3000 });
    void refreshBilling(queryClient, region, uid);
    onClose();
  };
  const failed = (message: string) => {
    setPending(null);
    notifications.show({ color: 'red', title: TOP_UP_FAILED, message, autoClose: 5000 });
    void refreshBilling(queryClient, region, uid);
  };

  const submit = form.onSubmit((body) =>
    topUp.mutate(body.amount, {
      onSuccess: (result) =>
        result.requiresAction && result.paymentId
          ? setPending({ paymentId: result.paymentId, clientSecret: result.clientSecret })
          : done(),
      onError: (error) => failed(errorMessage(error)),
    }),
  );

  if (pending) {
    return (
      <PaymentAuthentication
        summary={summary}
        region={region}
        uid={uid}
        payment={pending}
        onDone={done}
        onFailed={failed}
      />
    );
  }
  return (
    <Modal opened onClose={onClose} title="Add to credit balance" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label="Amount"
            prefix={symbol}
            min={USD_TOP_UP.min}
            max={USD_TOP_UP.max}
            step={1}
            allowDecimal={false}
            description={`Minimum amount: ${symbol}${USD_TOP_UP.min}`}
            {...form.getInputProps('amount')}
          />
          <Text size="xs" c="dimmed">
            Charged to your saved card; the balance pays for credits as they are used.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={topUp.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={topUp.isPending}>
              Add to balance
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
