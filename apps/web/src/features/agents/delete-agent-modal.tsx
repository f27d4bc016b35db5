import type { Region } from '@agent-platform/core';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
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
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete agent"
      name={title}
      consequence="and everything it holds will be deleted. This cannot be undone."
      remove={() => deleteAgent.mutateAsync(agentId)}
      pending={deleteAgent.isPending}
      deletedNotice="Agent deleted"
      failedNotice="Error deleting agent"
    />
  );
}
