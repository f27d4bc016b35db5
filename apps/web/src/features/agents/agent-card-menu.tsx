import type { AgentSummary, Region } from '@agent-platform/core';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDotsVertical, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { DeleteAgentModal } from './delete-agent-modal';
import { useDuplicateAgent } from './use-duplicate-agent';

/** Duplicate and Delete for one agent of the list. */
export function AgentCardMenu({
  agent,
  title,
  region,
  workspaceUid,
}: {
  agent: AgentSummary;
  title: string;
  region: Region;
  workspaceUid: string;
}) {
  const [deleting, deleteModal] = useDisclosure(false);
  const duplicateAgent = useDuplicateAgent(region, workspaceUid);

  const duplicate = () =>
    duplicateAgent.mutate(agent.ID, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Agent duplicated', autoClose: 3000 }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: `Error duplicating agent: ${errorMessage(error)}`,
          autoClose: 5000,
        }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="Agent actions" loading={duplicateAgent.isPending}>
            <IconDotsVertical size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={duplicate}>
            Duplicate
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={deleteModal.open}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteAgentModal
        opened={deleting}
        onClose={deleteModal.close}
        agentId={agent.ID}
        title={title}
        region={region}
        workspaceUid={workspaceUid}
      />
    </>
  );
}
