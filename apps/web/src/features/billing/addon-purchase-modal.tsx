import {
  ADDONS_NEED_SUBSCRIPTION,
  type AddonChange,
  type AddonKey,
  type AddonQuantities,
  addonChanges,
  addonDefinitions,
  addonQuantityRule,
  quantityIn,
  type Region,
} from '@agent-platform/core';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { SectionLoadError } from '../../ui/section-load-error';
import { AddonControls } from './addon-controls';
import { ConfirmAddonChangesDialog } from './confirm-addon-changes-dialog';
import { useBillingSummary } from './use-billing-summary';
import { useChangeAddons } from './use-change-addons';

/** Where the Upgrade dialog sends the owner: Confirm Subscription, with `addonKey` already chosen. */
export const upgradeWithAddonPath = (addonKey: AddonKey) => `/account/billing?upgrade=${addonKey}`;

/**
 * Spec 002 §2.5, the add-on purchase modal for a single add-on (spec 001 §6: the Whitelabel
 * Addon a custom domain needs). A running plan gets the add-on's control and Confirm Addon
 * Changes; a workspace on Free gets the Upgrade dialog, which opens Confirm Subscription with the
 * add-on chosen, since add-ons need a subscription (§5.2).
 */
export function AddonPurchaseModal({
  addonKey,
  region,
  uid,
  onClose,
}: {
  addonKey: AddonKey;
  region: Region;
  uid: string;
  onClose: () => void;
}) {
  const summary = useBillingSummary(region, uid);
  const navigate = useNavigate();
  const change = useChangeAddons(region, uid);
  const [wanted, setWanted] = useState<AddonQuantities | null>(null);
  const [changes, setChanges] = useState<AddonChange[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = addonDefinitions('monthly').find((addon) => addon.id === addonKey)?.name ?? addonKey;

  if (summary.isError && !summary.data) {
    return (
      <Modal opened onClose={onClose} title={name} closeButtonProps={{ 'aria-label': 'Close' }}>
        <SectionLoadError
          title="Failed to load addon information"
          error={summary.error}
          onRetry={() => summary.refetch()}
        />
      </Modal>
    );
  }
  if (summary.isPending) {
    return (
      <Modal opened onClose={onClose} title={name} closeButtonProps={{ 'aria-label': 'Close' }}>
        <Loader size="sm" aria-label="Loading the add-on" />
      </Modal>
    );
  }

  const billing = summary.data;
  if (billing.planId === 'free') {
    return (
      <Modal opened onClose={onClose} title="Upgrade" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">{`${ADDONS_NEED_SUBSCRIPTION} Upgrade to the Pay-As-You-Go plan to add ${name}.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => navigate(upgradeWithAddonPath(addonKey))}>Upgrade</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const current: AddonQuantities = Object.fromEntries(billing.addons.map((addon) => [addon.addonKey, addon.quantity]));
  // One more than the plan has, as far as the add-on goes (Whitelabel: on).
  const chosen = wanted ?? {
    ...current,
    [addonKey]: Math.min(quantityIn(current, addonKey) + 1, addonQuantityRule(addonKey).max),
  };
  const active = billing.status === 'active' || billing.status === 'trialing';
  const cycle = billing.cycle ?? 'monthly';

  const review = () => {
    const plan = addonChanges(current, chosen, active);
    if (!plan.ok) return setMessage(plan.error);
    setChanges(plan.changes);
  };
  const confirm = () =>
    change.mutate(chosen, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: 'Add-ons updated. Changes apply from the next billing cycle.',
          autoClose: 3000,
        });
        onClose();
      },
      onError: (error) => {
        setChanges(null);
        notifications.show({
          color: 'red',
          title: 'Failed to update addons.',
          message: errorMessage(error),
          autoClose: 5000,
        });
      },
    });

  if (changes) {
    return (
      <ConfirmAddonChangesDialog
        changes={changes}
        saving={change.isPending}
        onConfirm={confirm}
        onCancel={() => setChanges(null)}
      />
    );
  }
  return (
    <Modal opened onClose={onClose} title={name} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {!active && (
          <Alert color="yellow" variant="light">
            {ADDONS_NEED_SUBSCRIPTION}
          </Alert>
        )}
        <AddonControls
          cycle={cycle}
          quantities={chosen}
          only={addonKey}
          disabled={!active}
          onChange={(next) => {
            setWanted(next);
            setMessage(null);
          }}
        />
        <Text size="xs" c="dimmed">
          Add-ons are billed with the subscription from the next billing cycle and are non-refundable.
        </Text>
        <Group justify="flex-end">
          {message && (
            <Text size="sm" c="dimmed" role="status">
              {message}
            </Text>
          )}
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={review} disabled={!active}>
            Save add-on changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
