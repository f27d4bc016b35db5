import {
  WORKSPACE_SAVE_FAILED_NOTICE,
  WORKSPACE_SAVED_NOTICE,
  type Workspace,
  type WorkspaceUpdateBody,
  ZWorkspaceUpdateBody,
} from '@agent-platform/core';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { saveForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { useSaveWorkspace } from './use-save-workspace';
import { WorkspacePhotoUploader } from './workspace-photo-uploader';

/** The workspace's name and photo, the editor's first part. */
export function WorkspaceDetailsForm({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const save = useSaveWorkspace(workspace.region, workspace.uid);
  const form = useForm<WorkspaceUpdateBody>({
    mode: 'controlled',
    initialValues: { workspaceName: workspace.workspaceName },
    validate: zod4Resolver(ZWorkspaceUpdateBody, { errorPriority: 'first' }),
    transformValues: (values) => ZWorkspaceUpdateBody.parse(values),
  });

  const send = (body: WorkspaceUpdateBody) =>
    save.mutateAsync(body).then(
      (saved) => {
        form.setValues({ workspaceName: saved.workspaceName });
        form.resetDirty({ workspaceName: saved.workspaceName });
        notifications.show({ color: 'green', message: WORKSPACE_SAVED_NOTICE, autoClose: 3000 });
      },
      (error: unknown) => {
        notifications.show({
          color: 'red',
          title: WORKSPACE_SAVE_FAILED_NOTICE,
          message: errorMessage(error),
          autoClose: 5000,
        });
        throw error;
      },
    );

  useUnsavedChanges({ dirty: canEdit && form.isDirty(), save: () => saveForm(form, send) });

  return (
    <Stack gap="md">
      <WorkspacePhotoUploader workspace={workspace} canEdit={canEdit} />
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          // The notice has told what went wrong; nothing more to do here.
          send(body).catch(() => undefined);
        })}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Workspace name"
            disabled={!canEdit}
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps('workspaceName')}
          />
          {canEdit && (
            <Button type="submit" mt={25} loading={save.isPending}>
              Save
            </Button>
          )}
        </Group>
      </form>
    </Stack>
  );
}
