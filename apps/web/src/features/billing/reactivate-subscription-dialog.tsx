import { billingDate, type Region } from '@agent-platform/core';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/api';
import { useReactivateSubscription } from './use-reactivate-subscription';

/** Spec 002 §4.1: a subscription flagged to cancel renews again as before. */
export function ReactivateSubscriptionDialog({
  region,
  uid,
  cancelsAt,
  onDone,
  onCancel,
}: {
  region: Region;
  uid: string;
  cancelsAt: number | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const reactivate = useReactivateSubscription(region, uid);
  const confirm = () =>
    reactivate.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Subscription reactivated', autoClose: 3000 });
        onDone();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Error reactivating subscription',
          message: errorMessage(error),
          autoClose: 5000,
        }),
    });
  return (
    <Modal opened onClose={reactivate.isPending ? () => undefined : onCancel} title="Reactivate Subscription" centered>
      <Stack gap="md">
        <Text size="sm">
          {cancelsAt
            ? `Your subscription renews on ${billingDate(new Date(cancelsAt * 1000))} instead of ending, with the same plan and add-ons.`
            : 'Your subscription renews at the end of the billing period, with the same plan and add-ons.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={reactivate.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={reactivate.isPending}>
            Reactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
