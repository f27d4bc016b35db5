import type { Prompt } from '@agent-platform/core';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useDeletePrompt } from './use-delete-prompt';

/** Asks before a saved prompt is deleted for good. */
export function DeletePromptModal({
  prompt,
  opened,
  onClose,
}: {
  prompt: Prompt;
  opened: boolean;
  onClose: () => void;
}) {
  const { workspace } = useCurrentWorkspace();
  const deletePrompt = useDeletePrompt(workspace.region, workspace.uid);
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete prompt"
      name={prompt.name}
      consequence="will be deleted from your saved prompts. Agents you inserted it into keep their copy. This cannot be undone."
      remove={() => deletePrompt.mutateAsync(prompt.id)}
      pending={deletePrompt.isPending}
      deletedNotice="Prompt deleted"
      failedNotice="Error deleting prompt"
    />
  );
}
