import type { Credential } from '@agent-platform/core';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/api';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useDeleteCredential } from './use-delete-credential';

/** Asks before a provider and its key are deleted for good. */
export function DeleteCredentialModal({
  credential,
  opened,
  onClose,
}: {
  credential: Credential;
  opened: boolean;
  onClose: () => void;
}) {
  const { workspace } = useCurrentWorkspace();
  const deleteCredential = useDeleteCredential(workspace.region, workspace.uid);

  // Awaited rather than passed as callbacks: the card, and this modal with it, leaves the list on success.
  const confirm = async () => {
    try {
      await deleteCredential.mutateAsync(credential.id);
    } catch (error) {
      notifications.show({ color: 'red', message: `Error deleting provider: ${errorMessage(error)}`, autoClose: 5000 });
      return;
    }
    onClose();
    notifications.show({ color: 'green', message: 'Provider deleted', autoClose: 3000 });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Delete provider" centered>
      <Text size="sm">
        <Text span inherit fw={600}>
          {credential.label}
        </Text>{' '}
        and its API key will be deleted. Agents using it will stop answering with it. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleteCredential.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleteCredential.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
