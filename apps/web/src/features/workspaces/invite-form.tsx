import {
  type Account,
  INVITE_YOURSELF_MESSAGE,
  type InviteRole,
  invitedNotice,
  inviteFailedNotice,
  SEATS_FULL_MESSAGE,
  seatsFull,
  type Workspace,
  type WorkspaceTeam,
  ZInviteBody,
} from '@agent-platform/core';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { useInviteMember } from './use-invite-member';

const ROLE_OPTIONS: { value: InviteRole; label: string }[] = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

/**
 * Invite by email with a role (spec 001 §5): the address needs @ and a dot, never your own, and no
 * invitation once the seats are taken. Only the owner may make someone an admin.
 */
export function InviteForm({
  workspace,
  account,
  seats,
}: {
  workspace: Workspace;
  account: Account;
  seats: WorkspaceTeam['seats'];
}) {
  const invite = useInviteMember(workspace.region, workspace.uid);
  const full = seatsFull(seats.used, seats.cap);
  const ownEmail = account.email.toLowerCase();
  const schema = useMemo(
    () => ZInviteBody.refine((body) => body.email !== ownEmail, { message: INVITE_YOURSELF_MESSAGE, path: ['email'] }),
    [ownEmail],
  );
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { email: '', role: 'member' as InviteRole },
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    transformValues: (values) => schema.parse(values),
  });

  const submit = form.onSubmit((body) =>
    invite.mutate(body, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'green', message: invitedNotice(body.email), autoClose: 3000 });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: inviteFailedNotice(body.email),
          message: errorMessage(error),
          autoClose: 5000,
        }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Invite a member">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Invite a member
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            placeholder="name@company.com"
            style={{ flex: '1 1 200px' }}
            disabled={full}
            {...form.getInputProps('email')}
          />
          {workspace.role === 'owner' && (
            <Select
              label="Role"
              w={120}
              data={ROLE_OPTIONS}
              allowDeselect={false}
              disabled={full}
              {...form.getInputProps('role')}
            />
          )}
          <Button type="submit" mt={25} disabled={full} loading={invite.isPending}>
            Invite
          </Button>
        </Group>
        {full && (
          <Text size="sm" c="red" role="alert">
            {SEATS_FULL_MESSAGE}
          </Text>
        )}
      </Stack>
    </form>
  );
}
