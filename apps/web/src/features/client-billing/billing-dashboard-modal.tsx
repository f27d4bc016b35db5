import { CLIENT_SUBSCRIPTION_CANCEL_FAILED, CLIENT_SUBSCRIPTION_LOAD_FAILED } from '@agent-platform/core';
import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { errorMessage } from '../../lib/api';
import { ClientPaymentMethodSection } from './client-payment-method-section';
import { OrgAutoRechargeSection } from './org-auto-recharge-section';
import { PlansGrid } from './plans-grid';
import { PurchaseCreditsSection } from './purchase-credits-section';
import { RecentInvoices } from './recent-invoices';
import { useClientBilling } from './use-client-billing';
import { useCancelOrgSubscription } from './use-client-billing-calls';

/** Spec 002 §2.6: credits are shown with one decimal. */
export const oneDecimal = (credits: number) =>
  credits.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The client's Billing Dashboard (spec 002 §2.6), its sections in the spec's order. Back from the
 * payment page (`awaitingPlan`), it asks again until the payment service's event has brought the plan.
 */
export function BillingDashboardModal({
  opened,
  onClose,
  awaitingPlan = false,
  onPlanArrived,
}: {
  opened: boolean;
  onClose: () => void;
  awaitingPlan?: boolean;
  onPlanArrived?: () => void;
}) {
  const billing = useClientBilling(opened, awaitingPlan);
  const cancel = useCancelOrgSubscription();
  const data = billing.data;
  const planArrived = awaitingPlan && data?.subscription?.status === 'active';
  useEffect(() => {
    if (planArrived) onPlanArrived?.();
  }, [planArrived, onPlanArrived]);

  const cancelSubscription = async () => {
    try {
      const done = await cancel.mutateAsync();
      notifications.show({ color: 'green', message: done.message, autoClose: 3000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: CLIENT_SUBSCRIPTION_CANCEL_FAILED,
        message: errorMessage(error),
        autoClose: 5000,
      });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Billing Dashboard" size="xl">
      {billing.isError ? (
        <Alert color="red" role="alert">
          {CLIENT_SUBSCRIPTION_LOAD_FAILED}
        </Alert>
      ) : !data ? (
        <Group justify="center" p="lg">
          <Loader aria-label="Loading billing" />
        </Group>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>Available credits: {oneDecimal(data.credits)}</Text>
            {data.subscription?.status === 'active' &&
              (data.subscription.cancelAtPeriodEnd ? (
                <Text size="sm" c="dimmed">
                  Ends on {new Date(data.subscription.currentPeriodEnd * 1000).toLocaleDateString('en-US')}
                </Text>
              ) : (
                <Button color="red" variant="light" onClick={cancelSubscription} loading={cancel.isPending}>
                  Cancel Subscription
                </Button>
              ))}
          </Group>
          {data.plans.length > 0 && <PlansGrid billing={data} />}
          <Divider />
          <PurchaseCreditsSection billing={data} />
          <Divider />
          <OrgAutoRechargeSection key={JSON.stringify(data.autoRecharge)} billing={data} />
          <Divider />
          <ClientPaymentMethodSection key={data.paymentMethod?.last4 ?? 'none'} billing={data} />
          <Divider />
          <RecentInvoices invoices={data.invoices} />
        </Stack>
      )}
    </Modal>
  );
}
