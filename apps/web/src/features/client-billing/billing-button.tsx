import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { BillingDashboardModal } from './billing-dashboard-modal';

/** The client top bar's Billing button (spec 001 §2): its owner shows it only with allowBilling. */
export function BillingButton() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconCreditCard size={16} />} onClick={modal.open}>
        Billing
      </Button>
      <BillingDashboardModal opened={opened} onClose={modal.close} />
    </>
  );
}
