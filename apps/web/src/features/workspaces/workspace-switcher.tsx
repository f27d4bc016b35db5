import type { Workspace } from '@agent-platform/core';
import { Box, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconPencil, IconSelector } from '@tabler/icons-react';
import { truncate } from '../../ui/truncate';
import { useCurrentWorkspace } from './current-workspace';
import { NewWorkspaceModal } from './new-workspace-modal';
import { RegionSwitchScreen } from './region-switch-screen';
import { useSwitchWorkspace } from './use-switch-workspace';
import { WorkspaceAvatar } from './workspace-avatar';
import { WorkspaceEditorModal } from './workspace-editor-modal';
import classes from './workspace-switcher.module.css';

// Spec 001 §2: workspace names display truncated at 20 to 25 characters.
export const WORKSPACE_NAME_MAX_CHARS = 22;

function sameWorkspace(a: Workspace, b: Workspace): boolean {
  return a.uid === b.uid && a.region === b.region;
}

export function WorkspaceSwitcher({ compact }: { compact: boolean }) {
  const { account, workspace, workspaces } = useCurrentWorkspace();
  const { switchTo, switchingTo } = useSwitchWorkspace(workspace);
  const [editing, editor] = useDisclosure(false);
  const [creating, creator] = useDisclosure(false);

  const name = truncate(workspace.workspaceName, WORKSPACE_NAME_MAX_CHARS);
  const target = (
    <UnstyledButton
      className={classes.target}
      data-compact={compact || undefined}
      aria-label={`Switch workspace (current: ${workspace.workspaceName})`}
    >
      <WorkspaceAvatar workspace={workspace} size={compact ? 36 : 30} />
      {!compact && (
        <>
          <Box className={classes.targetText}>
            <Text fz={13} fw={600} lh={1.3} lineClamp={2} title={workspace.workspaceName}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {workspace.region.toUpperCase()} region
            </Text>
          </Box>
          <IconSelector size={16} stroke={1.7} className={classes.chevron} />
        </>
      )}
    </UnstyledButton>
  );

  return (
    <>
      <Menu position={compact ? 'right-start' : 'bottom-start'} width={260} shadow="md" withinPortal>
        <Menu.Target>
          {compact ? (
            <Tooltip label={workspace.workspaceName} position="right" withArrow>
              {target}
            </Tooltip>
          ) : (
            target
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="xs" c="dimmed" truncate="end">
              Signed in as {account.email}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Label>Workspaces</Menu.Label>
          {workspaces.map((item) => {
            const current = sameWorkspace(item, workspace);
            return (
              <Menu.Item
                key={`${item.region}:${item.uid}`}
                leftSection={<WorkspaceAvatar workspace={item} size={24} />}
                rightSection={
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed" fw={600}>
                      {item.region.toUpperCase()}
                    </Text>
                    {current ? <IconCheck size={16} aria-label="Current workspace" /> : null}
                  </Group>
                }
                onClick={() => switchTo({ uid: item.uid, region: item.region })}
                classNames={{ itemLabel: classes.menuItemLabel }}
                aria-current={current ? 'true' : undefined}
              >
                <Text size="sm" truncate="end" title={item.workspaceName}>
                  {truncate(item.workspaceName, WORKSPACE_NAME_MAX_CHARS)}
                </Text>
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPencil size={16} stroke={1.7} />} onClick={editor.open}>
            Edit workspace
          </Menu.Item>
          {/* Spec 001 §2 names the entry with its plus sign. */}
          <Menu.Item onClick={creator.open}>+ New Workspace</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editing && <WorkspaceEditorModal onClose={editor.close} onSwitch={switchTo} />}
      {creating && <NewWorkspaceModal onClose={creator.close} onSwitch={switchTo} />}
      {switchingTo && <RegionSwitchScreen region={switchingTo} />}
    </>
  );
}
