import {
  uploadRefusal,
  WORKSPACE_PHOTO_RULE,
  WORKSPACE_SAVE_FAILED_NOTICE,
  WORKSPACE_SAVED_NOTICE,
  type Workspace,
} from '@agent-platform/core';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useUploadWorkspacePhoto } from './use-upload-workspace-photo';
import { WorkspaceAvatar } from './workspace-avatar';

const ACCEPT = WORKSPACE_PHOTO_RULE.extensions.map((extension) => `.${extension}`).join(',');

/** The workspace's photo: a picture is checked here by the same rule the server applies, then uploaded. */
export function WorkspacePhotoUploader({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const upload = useUploadWorkspacePhoto(workspace.region, workspace.uid);
  const [refusal, setRefusal] = useState<string>();

  const pick = (file: File | null) => {
    if (!file) return;
    const refused = uploadRefusal(file, WORKSPACE_PHOTO_RULE);
    setRefusal(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: WORKSPACE_SAVED_NOTICE, autoClose: 3000 }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: WORKSPACE_SAVE_FAILED_NOTICE,
          message: errorMessage(error),
          autoClose: 5000,
        }),
    });
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <WorkspaceAvatar workspace={workspace} size={56} />
      <Stack gap={4}>
        {canEdit && (
          <FileButton onChange={pick} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {workspace.workspacePhotoURL ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
        )}
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
  );
}
