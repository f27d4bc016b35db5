import { CANCEL_REASONS, type CancelReason, type Region, ZCancelSubscriptionBody } from '@agent-platform/core';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { useCancelSubscription } from './use-cancel-subscription';

/** Spec 002 §5.3: a reason from the list is needed; 'Other' needs the owner's own words. */
export function CancelSubscriptionDialog({
  region,
  uid,
  onDone,
  onCancel,
}: {
  region: Region;
  uid: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const cancel = useCancelSubscription(region, uid);
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { reason: '' as CancelReason | '', otherReason: '' },
    validate: zod4Resolver(ZCancelSubscriptionBody, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    const body = ZCancelSubscriptionBody.parse(values.reason === 'Other' ? values : { reason: values.reason });
    cancel.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Subscription successfully canceled', autoClose: 3000 });
        onDone();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Error cancelling subscription',
          message: errorMessage(error),
          autoClose: 5000,
        }),
    });
  });

  return (
    <Modal opened onClose={cancel.isPending ? () => undefined : onCancel} title="Cancel Subscription" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Your plan stays until the end of the billing period, then the workspace moves to the Free plan. Why are you
            cancelling?
          </Text>
          <Radio.Group label="Reason" {...form.getInputProps('reason')}>
            <Stack gap={6} mt={6}>
              {CANCEL_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={reason} />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.reason === 'Other' && (
            <Textarea label="Tell us more" autosize minRows={2} {...form.getInputProps('otherReason')} />
          )}
          {cancel.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={cancel.isPending}>
              Keep subscription
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancel Subscription
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
