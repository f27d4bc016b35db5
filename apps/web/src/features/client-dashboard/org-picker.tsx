import { CLIENT_NOT_ADMIN_MESSAGE } from '@agent-platform/core';
import { Avatar, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconInfoCircle, IconSelector, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { truncate } from '../../ui/truncate';
import { clientNotice } from '../client-auth/client-notice';
import { useClientDashboard } from './client-dashboard-context';
import { type OrgAdminAction, OrgAdminDrawer } from './org-admin-drawer';

// Spec 001 §9: workspace names are cut at 20 to 25 characters.
const ORG_NAME_MAX = 24;
const AVATARS_SHOWN = 4;

/**
 * The workspace picker (spec 001 §2): the organisation's photo and name and its users' avatars.
 * Its admin actions, About and Add User, open their drawer for an organisation admin and answer
 * anyone else with 'You are not an admin'; in the agency's preview they do nothing.
 */
export function OrgPicker() {
  const { session, preview } = useClientDashboard();
  const { org, client } = session;
  const users = org.users.slice(0, AVATARS_SHOWN);
  const more = org.users.length - users.length;
  const [action, setAction] = useState<OrgAdminAction | null>(null);
  const open = (chosen: OrgAdminAction) => () => {
    if (preview) return;
    if (client.isOrgAdmin) setAction(chosen);
    else clientNotice('red', CLIENT_NOT_ADMIN_MESSAGE);
  };
  const disabled = client.isOrgAdmin ? {} : { 'aria-disabled': true, c: 'dimmed' };

  return (
    <>
      <Menu position="bottom-start" width={240} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`Workspace: ${org.name}`}>
            <Group gap={8} wrap="nowrap">
              <Avatar src={org.squarePhotoURL} size={30} radius="md" color="blue">
                <IconBuilding size={16} />
              </Avatar>
              <Text fw={600} size="sm" truncate="end" title={org.name} visibleFrom="sm">
                {truncate(org.name, ORG_NAME_MAX)}
              </Text>
              <Avatar.Group spacing="sm" visibleFrom="md" aria-label="Organization users">
                {users.map((user) => (
                  <Tooltip key={user.id} label={user.name} withArrow>
                    <Avatar src={user.squarePhotoURL} size={24} radius="xl" name={user.name} color="initials" />
                  </Tooltip>
                ))}
                {more > 0 && (
                  <Avatar size={24} radius="xl">
                    +{more}
                  </Avatar>
                )}
              </Avatar.Group>
              <IconSelector size={16} stroke={1.7} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{org.name}</Menu.Label>
          <Menu.Item leftSection={<IconInfoCircle size={14} />} {...disabled} onClick={open('about')}>
            About
          </Menu.Item>
          <Menu.Item leftSection={<IconUserPlus size={14} />} {...disabled} onClick={open('addUser')}>
            Add User
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <OrgAdminDrawer action={action} onClose={() => setAction(null)} />
    </>
  );
}
