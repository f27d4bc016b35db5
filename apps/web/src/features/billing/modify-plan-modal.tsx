import {
  ADDONS_NEED_SUBSCRIPTION,
  type AddonChange,
  type AddonQuantities,
  addonChanges,
  type BillingSummary,
  billingDate,
  type Region,
} from '@agent-platform/core';
import { Alert, Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { AddonControls } from './addon-controls';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ConfirmAddonChangesDialog } from './confirm-addon-changes-dialog';
import { DiscountCodeField } from './discount-code-field';
import { discountLabel } from './discount-label';
import { ReactivateSubscriptionDialog } from './reactivate-subscription-dialog';
import { StatusBadge } from './status-badge';
import { useApplyDiscountCode } from './use-apply-discount-code';
import { useChangeAddons } from './use-change-addons';

type Dialog = { name: 'addons'; changes: AddonChange[] } | { name: 'cancel' } | { name: 'reactivate' } | null;

const quantitiesOf = (summary: BillingSummary): AddonQuantities =>
  Object.fromEntries(summary.addons.map((addon) => [addon.addonKey, addon.quantity]));

/**
 * Spec 002 §2.5 Modify Your Plan: status, next billing date, the add-ons (§4.2, §5.2), the
 * discount in force, and the Danger Zone to cancel, or Reactivate for a subscription flagged to cancel.
 */
export function ModifyPlanModal({
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
  const current = quantitiesOf(summary);
  const [wanted, setWanted] = useState<AddonQuantities>(current);
  const [dialog, setDialog] = useState<Dialog>(null);
  // 'No changes to save.' or the subscription rule, beside the button that asked.
  const [addonMessage, setAddonMessage] = useState<string | null>(null);
  const change = useChangeAddons(region, uid);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const applyCode = useApplyDiscountCode(region, uid);
  // Spec 002 §5.2: only an active subscription takes add-ons; the controls wait for it otherwise.
  const active = summary.status === 'active' || summary.status === 'trialing';
  // A past-due plan is still running: a code can be given to it.
  const live = active || summary.status === 'past_due';

  const saveAddons = () => {
    const plan = addonChanges(current, wanted, active);
    if (!plan.ok) return setAddonMessage(plan.error);
    setDialog({ name: 'addons', changes: plan.changes });
  };

  const confirmAddons = () =>
    change.mutate(wanted, {
      onSuccess: () => {
        setDialog(null);
        notifications.show({
          color: 'green',
          message: 'Add-ons updated. Changes apply from the next billing cycle.',
          autoClose: 3000,
        });
      },
      onError: (error) => {
        setDialog(null);
        notifications.show({
          color: 'red',
          title: 'Failed to update addons.',
          message: errorMessage(error),
          autoClose: 5000,
        });
      },
    });

  // The server answers a refusal as spec 002 §8.1's 'Discount code could not be applied: {error}'.
  const giveCode = () =>
    applyCode.mutate(code, {
      onSuccess: (discount) => {
        setCode('');
        setCodeError(null);
        notifications.show({
          color: 'green',
          message: `${discount.name ?? code.trim().toUpperCase()} applied: ${discountLabel(discount, summary.currency)}. It applies from the next invoice.`,
          autoClose: 3000,
        });
      },
      onError: (error) => setCodeError(errorMessage(error)),
    });

  const cycle = summary.cycle ?? 'monthly';
  return (
    <>
      <Modal
        opened={dialog === null}
        onClose={onClose}
        title="Modify Your Plan"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <Title order={3} size="h4">
                  {summary.name}
                </Title>
                <StatusBadge status={summary.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {cycle === 'yearly' ? 'Billed yearly' : 'Billed monthly'}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {summary.cancels ? 'Ends on' : 'Next billing date'}
              </Text>
              <Text size="sm" fw={600}>
                {summary.cancels && summary.cancelsAt
                  ? billingDate(new Date(summary.cancelsAt * 1000))
                  : summary.renewalDate
                    ? billingDate(new Date(summary.renewalDate))
                    : '—'}
              </Text>
            </Stack>
          </Group>
          {summary.discountCode && <Text size="sm">{`Discount code in force: ${summary.discountCode}`}</Text>}
          {live && (
            <DiscountCodeField
              code={code}
              onCodeChange={(next) => {
                setCode(next);
                setCodeError(null);
              }}
              applied={null}
              error={codeError}
              onApply={giveCode}
              onRemove={() => setCode('')}
              yearly={cycle === 'yearly'}
              checking={applyCode.isPending}
              currency={summary.currency}
            />
          )}

          <Divider />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Add-ons
            </Text>
            {!active && (
              <Alert color="yellow" variant="light">
                {`${ADDONS_NEED_SUBSCRIPTION} Upgrade to the Pay-As-You-Go plan to add them.`}
              </Alert>
            )}
            <AddonControls
              cycle={cycle}
              quantities={wanted}
              onChange={(next) => {
                setWanted(next);
                setAddonMessage(null);
              }}
              disabled={!active}
            />
            <Group justify="flex-end">
              {addonMessage && (
                <Text size="sm" c="dimmed" role="status">
                  {addonMessage}
                </Text>
              )}
              <Button onClick={saveAddons} disabled={!active}>
                Save add-on changes
              </Button>
            </Group>
          </Stack>

          <Divider />
          {summary.cancels ? (
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>We will miss you</Text>
                  <Text size="sm" c="dimmed">
                    Your subscription is set to end. Reactivate it to keep your plan and add-ons.
                  </Text>
                </Stack>
                <Button onClick={() => setDialog({ name: 'reactivate' })}>Reactivate</Button>
              </Group>
            </Paper>
          ) : (
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label="Danger Zone"
              style={{ borderColor: 'var(--mantine-color-red-4)' }}
            >
              <Group justify="space-between" gap="sm">
                <Stack gap={2}>
                  <Text fw={600} c="red">
                    Danger Zone
                  </Text>
                  <Text size="sm" c="dimmed">
                    Cancelling moves the workspace to the Free plan at the end of the billing period.
                  </Text>
                </Stack>
                <Button color="red" variant="light" onClick={() => setDialog({ name: 'cancel' })}>
                  Cancel
                </Button>
              </Group>
            </Paper>
          )}
        </Stack>
      </Modal>

      {dialog?.name === 'addons' && (
        <ConfirmAddonChangesDialog
          changes={dialog.changes}
          saving={change.isPending}
          onConfirm={confirmAddons}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.name === 'cancel' && (
        <CancelSubscriptionDialog region={region} uid={uid} onDone={onClose} onCancel={() => setDialog(null)} />
      )}
      {dialog?.name === 'reactivate' && (
        <ReactivateSubscriptionDialog
          region={region}
          uid={uid}
          cancelsAt={summary.cancelsAt}
          onDone={onClose}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
