import { type NewWorkspaceBody, type Region, ZNewWorkspaceBody } from '@agent-platform/core';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { useCurrentWorkspace } from './current-workspace';
import type { WorkspaceRef } from './selected-workspace';
import { useCreateWorkspace } from './use-create-workspace';

const REGION_OPTIONS: { value: Region; label: string }[] = [
  { value: 'eu', label: 'EU' },
  { value: 'na', label: 'NA' },
];

/** '+ New Workspace': a name and a region; once created, the user is switched to it. */
export function NewWorkspaceModal({
  onClose,
  onSwitch,
}: {
  onClose: () => void;
  onSwitch: (workspace: WorkspaceRef) => void;
}) {
  const { workspace } = useCurrentWorkspace();
  const create = useCreateWorkspace();
  const form = useCheckedForm<NewWorkspaceBody>({
    mode: 'controlled',
    initialValues: { workspaceName: '', region: workspace.region },
    validate: zod4Resolver(ZNewWorkspaceBody, { errorPriority: 'first' }),
    transformValues: (values) => ZNewWorkspaceBody.parse(values),
  });

  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        onClose();
        notifications.show({ color: 'green', message: `Created ${created.workspaceName}.`, autoClose: 3000 });
        onSwitch({ uid: created.uid, region: created.region });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    }),
  );

  return (
    <Modal opened onClose={onClose} title="New Workspace" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Workspace name" data-autofocus {...form.getInputProps('workspaceName')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="new-workspace-region">
              Region
            </Text>
            <SegmentedControl
              aria-labelledby="new-workspace-region"
              data={REGION_OPTIONS}
              {...form.getInputProps('region')}
            />
            <Text size="xs" c="dimmed">
              Where the workspace keeps its agents, conversations and files.
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create workspace
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
