import type { Invitation, Workspace } from '@agent-platform/core';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/api';
import { useRevokeInvitation } from './use-revoke-invitation';

/** Invitations not yet accepted; revoking one makes its join link stop working. */
export function InvitationsList({
  invitations,
  workspace,
  canManage,
}: {
  invitations: readonly Invitation[];
  workspace: Workspace;
  canManage: boolean;
}) {
  const revoke = useRevokeInvitation(workspace.region, workspace.uid);
  if (invitations.length === 0) return null;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Pending invitations
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <Paper key={invitation.email} withBorder radius="md" p="sm" component="li" aria-label={invitation.email}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text size="sm" truncate="end" title={invitation.email}>
                  {invitation.email}
                </Text>
                <Text size="xs" c="dimmed">{`Invited by ${invitation.invitedBy}`}</Text>
              </Stack>
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {invitation.role === 'admin' ? 'Admin' : 'Member'}
                </Badge>
                {canManage && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    loading={revoke.isPending && revoke.variables === invitation.email}
                    onClick={() =>
                      revoke.mutate(invitation.email, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'green',
                            message: `The invitation of ${invitation.email} was revoked.`,
                          }),
                        onError: (error) =>
                          notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
                      })
                    }
                  >
                    Revoke
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
