import type { Region } from '@agent-platform/core';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/api';
import { useDeleteAgent } from './use-delete-agent';

/** Asks before an agent is deleted for good. */
export function DeleteAgentModal({
  opened,
  onClose,
  agentId,
  title,
  region,
  workspaceUid,
}: {
  opened: boolean;
  onClose: () => void;
  agentId: string;
  title: string;
  region: Region;
  workspaceUid: string;
}) {
  const deleteAgent = useDeleteAgent(region, workspaceUid);

  // Awaited rather than passed as callbacks: the card, and this modal with it, leaves the list on success.
  const confirm = async () => {
    try {
      await deleteAgent.mutateAsync(agentId);
    } catch (error) {
      notifications.show({ color: 'red', message: `Error deleting agent: ${errorMessage(error)}`, autoClose: 5000 });
      return;
    }
    onClose();
    notifications.show({ color: 'green', message: 'Agent deleted', autoClose: 3000 });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Delete agent" centered>
      <Text size="sm">
        <Text span inherit fw={600}>
          {title}
        </Text>{' '}
        and everything it holds will be deleted. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleteAgent.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleteAgent.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
