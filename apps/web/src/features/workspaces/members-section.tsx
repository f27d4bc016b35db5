import {
  type Account,
  memberCan,
  REMOVE_YOURSELF_MESSAGE,
  type Workspace,
  type WorkspaceTeam,
} from '@agent-platform/core';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { SectionLoadError } from '../../ui/section-load-error';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { RemoveMemberModal } from './remove-member-modal';
import { useRemoveMember } from './use-remove-member';
import { useUpdateMember } from './use-update-member';
import { useWorkspaceTeam } from './use-workspace-team';
import { viewerPermissions } from './viewer-permissions';

/** Members with seats used of the cap, pending invitations and the invite form. */
export function MembersSection({ workspace, account }: { workspace: Workspace; account: Account }) {
  const team = useWorkspaceTeam(workspace.region, workspace.uid);

  return (
    <Stack gap="sm" component="section" aria-labelledby="workspace-members-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="workspace-members-title">
          Members
        </Title>
        {team.data && (
          <Text size="sm" c="dimmed">{`${team.data.seats.used} of ${team.data.seats.cap} seats used`}</Text>
        )}
      </Group>
      {team.isError && !team.data ? (
        <SectionLoadError title="Error loading members" error={team.error} onRetry={() => team.refetch()} />
      ) : team.isPending ? (
        <Skeleton height={120} radius="md" aria-busy />
      ) : (
        <Team team={team.data} workspace={workspace} account={account} />
      )}
    </Stack>
  );
}

function Team({ team, workspace, account }: { team: WorkspaceTeam; workspace: Workspace; account: Account }) {
  const update = useUpdateMember(workspace.region, workspace.uid);
  const remove = useRemoveMember(workspace.region, workspace.uid);
  const [removing, setRemoving] = useState<string | null>(null);
  const canManage = memberCan(workspace.role, viewerPermissions(team, account), 'members.manage');
  const viewerEmail = account.email.toLowerCase();

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 });

  const askToRemove = (email: string) => {
    if (email === viewerEmail) {
      notifications.show({ color: 'red', message: REMOVE_YOURSELF_MESSAGE, autoClose: 5000 });
      return;
    }
    setRemoving(email);
  };

  return (
    <Stack gap="md">
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
        {team.members.map((member) => (
          <MemberRow
            key={member.email}
            member={member}
            isViewer={member.email === viewerEmail}
            viewerIsOwner={workspace.role === 'owner'}
            canManage={canManage}
            saving={update.isPending && update.variables?.email === member.email}
            onRoleChange={(role) =>
              update.mutate(
                { email: member.email, body: { role } },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: `${member.email} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
                    }),
                  onError: failed,
                },
              )
            }
            onPermissionsSave={(permissions) =>
              update.mutateAsync({ email: member.email, body: { permissions } }).then(
                () => notifications.show({ color: 'green', message: `Saved the permissions of ${member.email}.` }),
                (error: unknown) => {
                  failed(error);
                  throw error;
                },
              )
            }
            onRemove={() => askToRemove(member.email)}
          />
        ))}
      </Stack>
      <InvitationsList invitations={team.invitations} workspace={workspace} canManage={canManage} />
      {canManage ? (
        <InviteForm workspace={workspace} account={account} seats={team.seats} />
      ) : (
        <Text size="sm" c="dimmed">
          Only members who may manage members can invite or remove people.
        </Text>
      )}
      <RemoveMemberModal
        email={removing}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(email) =>
          remove.mutate(email, {
            onSuccess: () => {
              setRemoving(null);
              notifications.show({ color: 'green', message: `Removed ${email} from the workspace.` });
            },
            onError: failed,
          })
        }
      />
    </Stack>
  );
}
