import { memberCan } from '@agent-platform/core';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { refreshMe } from '../auth/use-me';
import { useCurrentWorkspace } from './current-workspace';
import { DeleteWorkspaceSection } from './delete-workspace-section';
import { MembersSection } from './members-section';
import { fallbackWorkspace, isPersonalWorkspace } from './personal-workspace';
import type { WorkspaceRef } from './selected-workspace';
import { useWorkspaceTeam } from './use-workspace-team';
import { viewerPermissions } from './viewer-permissions';
import { WorkspaceDetailsForm } from './workspace-details-form';

/**
 * Spec 001 §2 "Workspace switcher and editor", for the current workspace: name and photo, the
 * members and invitations, and Delete for a workspace that is not the user's personal one.
 */
export function WorkspaceEditorModal({
  onClose,
  onSwitch,
}: {
  onClose: () => void;
  onSwitch: (workspace: WorkspaceRef) => void;
}) {
  const { account, workspace, workspaces } = useCurrentWorkspace();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  // The team answer holds the viewer's own permission strings, which may narrow their role.
  const team = useWorkspaceTeam(workspace.region, workspace.uid);
  const narrowedTo = team.data ? viewerPermissions(team.data, account) : null;
  const canDelete =
    !isPersonalWorkspace(workspace, account) && memberCan(workspace.role, narrowedTo, 'workspace.delete');

  const afterDelete = () => {
    onClose();
    const next = fallbackWorkspace(workspaces, account, workspace);
    if (next) onSwitch({ uid: next.uid, region: next.region });
    void refreshMe(queryClient);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit workspace"
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <WorkspaceDetailsForm
          workspace={workspace}
          canEdit={memberCan(workspace.role, narrowedTo, 'workspace.manage')}
        />
        <Divider />
        <MembersSection workspace={workspace} account={account} />
        {memberCan(workspace.role, narrowedTo, 'audit.read') && (
          <>
            <Divider />
            <Group justify="space-between" gap="sm" component="section" aria-labelledby="audit-log-title">
              <Stack gap={2}>
                <Title order={3} size="h5" id="audit-log-title">
                  Audit log
                </Title>
                <Text size="sm" c="dimmed">
                  Sign-ins, team changes, secrets, credentials, domains and billing in this workspace.
                </Text>
              </Stack>
              <Button variant="default" component={Link} to="/audit-log" onClick={onClose}>
                View audit log
              </Button>
            </Group>
          </>
        )}
        {canDelete && (
          <>
            <Divider />
            <DeleteWorkspaceSection workspace={workspace} onDeleted={afterDelete} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
