import {
  CLIENT_ACCOUNT_SAVE_FAILED_MESSAGE,
  CLIENT_ACCOUNT_SAVED_MESSAGE,
  uploadRefusal,
  WORKSPACE_PHOTO_RULE,
  ZClientAccountBody,
} from '@agent-platform/core';
import { Avatar, Button, Drawer, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useCheckedForm } from '../../lib/forms';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from '../client-auth/client-notice';
import { useClientDashboard } from './client-dashboard-context';
import { useUpdateClientAccount } from './use-update-client-account';
import { useUploadClientPhoto } from './use-upload-client-photo';

const ACCEPT = WORKSPACE_PHOTO_RULE.extensions.map((extension) => `.${extension}`).join(',');

/** Account (spec 001 §2): photo upload, name and email, Save. */
export function AccountDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { session } = useClientDashboard();
  const { client } = session;
  const update = useUpdateClientAccount();
  const upload = useUploadClientPhoto();
  const [refusal, setRefusal] = useState<string>();
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { name: client.name, email: client.email },
    validate: zod4Resolver(ZClientAccountBody, { errorPriority: 'first' }),
    transformValues: (values) => ZClientAccountBody.parse(values),
  });

  // Each opening starts from the account as saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (opened) form.setValues({ name: client.name, email: client.email });
  }, [opened]);

  const failed = () => clientNotice('red', CLIENT_ACCOUNT_SAVE_FAILED_MESSAGE, CLIENT_ERROR_NOTICE_MS);
  const saved = () => clientNotice('green', CLIENT_ACCOUNT_SAVED_MESSAGE);

  const pick = (file: File | null) => {
    if (!file) return;
    const refused = uploadRefusal(file, WORKSPACE_PHOTO_RULE);
    setRefusal(refused);
    if (!refused) upload.mutate(file, { onSuccess: saved, onError: failed });
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="Account" position="right">
      <form noValidate onSubmit={form.onSubmit((body) => update.mutate(body, { onSuccess: saved, onError: failed }))}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={client.squarePhotoURL} size={56} radius="xl" name={client.name} color="initials" />
            <Stack gap={4}>
              <FileButton onChange={pick} accept={ACCEPT}>
                {(props) => (
                  <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                    {client.squarePhotoURL ? 'Change photo' : 'Upload photo'}
                  </Button>
                )}
              </FileButton>
              {refusal ? (
                <Text size="xs" c="red" role="alert">
                  {refusal}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  {`${WORKSPACE_PHOTO_RULE.extensions.join(', ')} up to ${WORKSPACE_PHOTO_RULE.maxSizeMB} MB`}
                </Text>
              )}
            </Stack>
          </Group>
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
