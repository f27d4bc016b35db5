import type { Credential } from '@agent-platform/core';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
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
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete provider"
      name={credential.label}
      consequence="and its API key will be deleted. Agents using it will stop answering with it. This cannot be undone."
      remove={() => deleteCredential.mutateAsync(credential.id)}
      pending={deleteCredential.isPending}
      deletedNotice="Provider deleted"
      failedNotice="Error deleting provider"
    />
  );
}
