import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';

/**
 * Asks before something is deleted for good, then deletes it with notices for either outcome.
 * `remove` is awaited rather than given callbacks: on success the item, and this modal with it,
 * usually leaves the page.
 */
export function ConfirmDeleteModal({
  opened,
  onClose,
  title,
  name,
  consequence,
  remove,
  pending,
  deletedNotice,
  failedNotice,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The item's name, in bold at the start of the question. */
  name: string;
  /** The rest of the sentence: what goes with it. */
  consequence: ReactNode;
  remove: () => Promise<unknown>;
  pending: boolean;
  deletedNotice: string;
  /** Prefix of the failure notice; the reason follows. */
  failedNotice: string;
}) {
  const confirm = async () => {
    try {
      await remove();
    } catch (error) {
      notifications.show({ color: 'red', message: `${failedNotice}: ${errorMessage(error)}`, autoClose: 5000 });
      return;
    }
    onClose();
    notifications.show({ color: 'green', message: deletedNotice, autoClose: 3000 });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">
        <Text span inherit fw={600}>
          {name}
        </Text>{' '}
        {consequence}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={pending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
