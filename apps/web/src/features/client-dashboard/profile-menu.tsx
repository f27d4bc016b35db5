import { CLIENT_SIGN_OUT_ERROR_MESSAGE } from '@agent-platform/core';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from '../client-auth/client-notice';
import { useClientSignOut } from '../client-auth/use-client-sign-out';
import { AccountDrawer } from './account-drawer';
import { useClientDashboard } from './client-dashboard-context';

/** The profile avatar menu (spec 001 §2): Account and Log Out. */
export function ProfileMenu() {
  const { session, preview } = useClientDashboard();
  const signOut = useClientSignOut();
  const [accountOpened, account] = useDisclosure(false);
  const { client } = session;

  const logOut = () => {
    if (preview) return;
    signOut.mutate(undefined, {
      onError: (error) => {
        console.warn('Client sign-out failed', error);
        clientNotice('red', CLIENT_SIGN_OUT_ERROR_MESSAGE, CLIENT_ERROR_NOTICE_MS);
      },
    });
  };

  return (
    <>
      <Menu position="bottom-end" width={200} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Profile">
            <Avatar src={client.squarePhotoURL} size={32} radius="xl" name={client.name} color="initials" />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{client.email}</Menu.Label>
          <Menu.Item leftSection={<IconUserCircle size={14} />} onClick={preview ? undefined : account.open}>
            Account
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={14} />} color="red" onClick={logOut}>
            Log Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {!preview && <AccountDrawer opened={accountOpened} onClose={account.close} />}
    </>
  );
}
