import type { Region, Workspace } from '@agent-platform/core';
import { Box, Group, Loader, Menu, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { truncate } from '../../ui/truncate';
import { useCurrentWorkspace } from './current-workspace';
import { useSelectedWorkspace } from './selected-workspace';
import { WorkspaceAvatar } from './workspace-avatar';
import { agentsPath } from './workspace-paths';
import classes from './workspace-switcher.module.css';

// Spec 001 §2: workspace names display truncated at 20 to 25 characters.
export const WORKSPACE_NAME_MAX_CHARS = 22;
// Long enough to read the switching screen; the region change itself is instant.
const REGION_SWITCH_SCREEN_MS = 800;

function sameWorkspace(a: Workspace, b: Workspace): boolean {
  return a.uid === b.uid && a.region === b.region;
}

export function WorkspaceSwitcher({ compact }: { compact: boolean }) {
  const { account, workspace, workspaces } = useCurrentWorkspace();
  const [, selectWorkspace] = useSelectedWorkspace();
  const navigate = useNavigate();
  const [switchingTo, setSwitchingTo] = useState<Region | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const switchTo = (next: Workspace) => {
    if (sameWorkspace(next, workspace)) return;
    selectWorkspace({ uid: next.uid, region: next.region });
    if (next.region === workspace.region) {
      navigate(agentsPath(next.region));
      return;
    }
    setSwitchingTo(next.region);
    timer.current = window.setTimeout(() => {
      navigate(agentsPath(next.region));
      setSwitchingTo(null);
    }, REGION_SWITCH_SCREEN_MS);
  };

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
                onClick={() => switchTo(item)}
                classNames={{ itemLabel: classes.menuItemLabel }}
                aria-current={current ? 'true' : undefined}
              >
                <Text size="sm" truncate="end" title={item.workspaceName}>
                  {truncate(item.workspaceName, WORKSPACE_NAME_MAX_CHARS)}
                </Text>
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {switchingTo && <RegionSwitchScreen region={switchingTo} />}
    </>
  );
}

/** Spec 001 §4: moving to a workspace in the other region shows this screen first. */
function RegionSwitchScreen({ region }: { region: Region }) {
  return (
    <Box className={classes.switchScreen} role="status">
      <Stack align="center" gap="md">
        <Loader />
        <Text fw={600}>{`Switching to ${region.toUpperCase()} region...`}</Text>
      </Stack>
    </Box>
  );
}
