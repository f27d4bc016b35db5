import { type AddonChange, addonDefinitions } from '@agent-platform/core';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

const names = Object.fromEntries(addonDefinitions('monthly').map((addon) => [addon.id, addon.name]));

/** Spec 002 §2.5 Confirm Addon Changes: what goes, then what comes, from the next billing cycle. */
export function ConfirmAddonChangesDialog({
  changes,
  saving,
  onConfirm,
  onCancel,
}: {
  changes: AddonChange[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened onClose={saving ? () => undefined : onCancel} title="Confirm Addon Changes" centered>
      <Stack gap="md">
        <List size="sm" spacing={4}>
          {changes.map((change) => (
            <List.Item key={change.addonKey}>
              {`${change.kind === 'remove' ? 'Remove' : 'Add'} ${names[change.addonKey]}: ${change.from} → ${change.to}`}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Changes apply from the next billing cycle. Add-ons are non-refundable.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
