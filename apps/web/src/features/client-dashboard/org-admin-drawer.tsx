import {
  CLIENT_ORG_USER_ADDED_MESSAGE,
  ORG_UPDATED_MESSAGE,
  orgUpdateFailedMessage,
  ZClientOrgAboutBody,
  ZClientOrgUserBody,
} from '@agent-platform/core';
import { Button, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from '../client-auth/client-notice';
import { useClientDashboard } from './client-dashboard-context';
import { useAddOrgUser, useRenameClientOrg } from './use-org-admin-actions';

export type OrgAdminAction = 'about' | 'addUser';

/** The organisation admin's About (the organisation's name) and Add User (spec 001 §2, §6). */
export function OrgAdminDrawer({ action, onClose }: { action: OrgAdminAction | null; onClose: () => void }) {
  return (
    <Drawer
      opened={action !== null}
      onClose={onClose}
      title={action === 'addUser' ? 'Add User' : 'About'}
      position="right"
    >
      {action === 'about' && <AboutForm onDone={onClose} />}
      {action === 'addUser' && <AddUserForm onDone={onClose} />}
    </Drawer>
  );
}

function AboutForm({ onDone }: { onDone: () => void }) {
  const { session } = useClientDashboard();
  const rename = useRenameClientOrg();
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { name: session.org.name },
    validate: zod4Resolver(ZClientOrgAboutBody, { errorPriority: 'first' }),
    transformValues: (values) => ZClientOrgAboutBody.parse(values),
  });
  return (
    <form
      noValidate
      aria-label="About"
      onSubmit={form.onSubmit((body) =>
        rename.mutate(body, {
          onSuccess: () => {
            clientNotice('green', ORG_UPDATED_MESSAGE);
            onDone();
          },
          onError: (error) => clientNotice('red', orgUpdateFailedMessage(errorMessage(error)), CLIENT_ERROR_NOTICE_MS),
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label="Organization name" required {...form.getInputProps('name')} />
        <Group justify="flex-end">
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const add = useAddOrgUser();
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: zod4Resolver(ZClientOrgUserBody, { errorPriority: 'first' }),
    transformValues: (values) => ZClientOrgUserBody.parse(values),
  });
  return (
    <form
      noValidate
      aria-label="Add User"
      onSubmit={form.onSubmit((body) =>
        add.mutate(body, {
          onSuccess: () => {
            clientNotice('green', CLIENT_ORG_USER_ADDED_MESSAGE);
            onDone();
          },
          onError: (error) => clientNotice('red', errorMessage(error), CLIENT_ERROR_NOTICE_MS),
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
