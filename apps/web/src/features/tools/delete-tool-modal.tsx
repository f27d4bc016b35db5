import type { Tool } from '@agent-platform/core';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useDeleteTool } from './use-delete-tool';

/** Asks before a tool and its secret are deleted for good. */
export function DeleteToolModal({ tool, opened, onClose }: { tool: Tool; opened: boolean; onClose: () => void }) {
  const { workspace } = useCurrentWorkspace();
  const deleteTool = useDeleteTool(workspace.region, workspace.uid);
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete tool"
      name={tool.name}
      consequence="and its secret will be deleted. Agents using it will no longer be able to call it. This cannot be undone."
      remove={() => deleteTool.mutateAsync(tool.id)}
      pending={deleteTool.isPending}
      deletedNotice="Tool deleted"
      failedNotice="Error deleting tool"
    />
  );
}
