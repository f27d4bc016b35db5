import type { InviteRole, WorkspaceMember, WorkspacePermission } from '@agent-platform/core';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { MemberPermissionsControl, permissionsSummary } from './member-permissions-control';

const ROLE_OPTIONS: { value: InviteRole; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
];

const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/**
 * One member: email, role and permissions, and Remove. The owner's row is never edited; only the
 * owner changes roles; anyone with members.manage narrows permissions and removes.
 */
export function MemberRow({
  member,
  isViewer,
  viewerIsOwner,
  canManage,
  saving,
  onRoleChange,
  onPermissionsSave,
  onRemove,
}: {
  member: WorkspaceMember;
  isViewer: boolean;
  viewerIsOwner: boolean;
  canManage: boolean;
  saving: boolean;
  onRoleChange: (role: InviteRole) => void;
  onPermissionsSave: (permissions: WorkspacePermission[] | null) => Promise<unknown>;
  onRemove: () => void;
}) {
  const isOwner = member.role === 'owner';
  const editable = canManage && !isOwner && !isViewer;

  return (
    <Paper withBorder radius="md" p="sm" aria-label={member.email} component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
          <Text size="sm" fw={500} truncate="end" title={member.email}>
            {member.email}
            {isViewer ? ' (you)' : ''}
          </Text>
          {!editable && !isOwner && (
            <Text size="xs" c="dimmed">
              {permissionsSummary(member)}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {viewerIsOwner && !isOwner ? (
            <Select
              size="xs"
              w={110}
              aria-label={`Role of ${member.email}`}
              data={ROLE_OPTIONS}
              value={member.role}
              allowDeselect={false}
              disabled={saving}
              onChange={(role) => role && role !== member.role && onRoleChange(role as InviteRole)}
            />
          ) : (
            <Badge variant={isOwner ? 'filled' : 'light'} color={isOwner ? 'blue' : 'gray'}>
              {ROLE_NAMES[member.role]}
            </Badge>
          )}
          {editable && <MemberPermissionsControl member={member} saving={saving} onSave={onPermissionsSave} />}
          {canManage && !isOwner && (
            <Button size="xs" variant="default" color="red" onClick={onRemove} aria-label={`Remove ${member.email}`}>
              Remove
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
