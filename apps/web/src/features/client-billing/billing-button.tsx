import { CLIENT_CHECKOUT_CANCELED, CLIENT_CHECKOUT_PARAM, CLIENT_SUBSCRIPTION_CREATED } from '@agent-platform/core';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCreditCard } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BillingDashboardModal } from './billing-dashboard-modal';

/** One notice per return from the payment page: a second one with this id is not shown. */
const CHECKOUT_NOTICE_ID = 'client-checkout-return';

/**
 * The client top bar's Billing button (spec 001 §2): its owner shows it only with allowBilling. The
 * payment page sends the client back with `?checkout=`: the dashboard opens with the result shown.
 */
export function BillingButton() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened, modal] = useDisclosure(false);
  const [awaitingPlan, setAwaitingPlan] = useState(false);
  const returned = searchParams.get(CLIENT_CHECKOUT_PARAM);
  // Told once per return, however often the page renders before the address loses its parameter.
  const told = useRef<string | null>(null);
  const { open } = modal;

  useEffect(() => {
    if (returned !== 'subscribed' && returned !== 'canceled') return;
    if (told.current === returned) return;
    told.current = returned;
    if (returned === 'subscribed') {
      notifications.show({
        id: CHECKOUT_NOTICE_ID,
        color: 'green',
        title: CLIENT_SUBSCRIPTION_CREATED,
        message: '',
        autoClose: 5000,
      });
      setAwaitingPlan(true);
    } else {
      // Spec 002 §4.3's error view; the words are ours, as nothing was charged.
      notifications.show({
        id: CHECKOUT_NOTICE_ID,
        color: 'red',
        title: 'Subscription Error',
        message: CLIENT_CHECKOUT_CANCELED,
        autoClose: 5000,
      });
    }
    open();
    setSearchParams(
      (params) => {
        params.delete(CLIENT_CHECKOUT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [returned, open, setSearchParams]);

  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconCreditCard size={16} />} onClick={modal.open}>
        Billing
      </Button>
      <BillingDashboardModal
        opened={opened}
        onClose={modal.close}
        awaitingPlan={awaitingPlan}
        onPlanArrived={() => setAwaitingPlan(false)}
      />
    </>
  );
}
