import { ROLE_PERMISSIONS, type WorkspaceMember, type WorkspacePermission } from '@agent-platform/core';
import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PERMISSION_LABELS } from './permission-labels';

export const ROLE_DEFAULTS_LABEL = "Role's defaults";

/** How much of the role a member keeps: the role's defaults, or n of the role's permissions. */
export function permissionsSummary(member: WorkspaceMember): string {
  if (member.permissions === null) return ROLE_DEFAULTS_LABEL;
  const offered = ROLE_PERMISSIONS[member.role];
  const kept = offered.filter((permission) => member.permissions?.includes(permission)).length;
  return `${kept} of ${offered.length} permissions`;
}

/**
 * "Permissions" in a member's row: narrows what the member may do within their role. A string the
 * role lacks grants nothing (memberCan), so only the role's own permissions are offered.
 */
export function MemberPermissionsControl({
  member,
  saving,
  onSave,
}: {
  member: WorkspaceMember;
  saving: boolean;
  onSave: (permissions: WorkspacePermission[] | null) => Promise<unknown>;
}) {
  const offered = ROLE_PERMISSIONS[member.role];
  const [opened, setOpened] = useState(false);
  const [useDefaults, setUseDefaults] = useState(member.permissions === null);
  const [chosen, setChosen] = useState<string[]>(member.permissions ?? [...offered]);

  const open = () => {
    setUseDefaults(member.permissions === null);
    setChosen(member.permissions ?? [...offered]);
    setOpened(true);
  };
  const save = () =>
    onSave(useDefaults ? null : offered.filter((permission) => chosen.includes(permission))).then(
      () => setOpened(false),
      // The row's notice has said why; the choices stay open to try again.
      () => undefined,
    );

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={280} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={`Permissions of ${member.email}`}
        >
          {permissionsSummary(member)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="group" aria-label={`Permissions of ${member.email}`}>
          <Checkbox
            label={ROLE_DEFAULTS_LABEL}
            description="Everything the role allows, now and as the role changes."
            checked={useDefaults}
            onChange={(event) => setUseDefaults(event.currentTarget.checked)}
          />
          {!useDefaults && (
            <Checkbox.Group value={chosen} onChange={setChosen} label="May do">
              <Stack gap={6} mt={6}>
                {offered.map((permission) => (
                  <Checkbox key={permission} value={permission} label={PERMISSION_LABELS[permission]} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {!useDefaults && chosen.length === 0 && (
            <Text size="xs" c="dimmed">
              With none chosen, the member can only read the workspace.
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button size="xs" onClick={save} loading={saving}>
              Save permissions
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
