import { WORKSPACE_DELETE_FAILED_NOTICE, WORKSPACE_DELETED_NOTICE, type Workspace } from '@agent-platform/core';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/api';
import { useDeleteWorkspace } from './use-delete-workspace';

/** The danger zone: deleting the workspace, after a confirmation that says it is for good. */
export function DeleteWorkspaceSection({ workspace, onDeleted }: { workspace: Workspace; onDeleted: () => void }) {
  const remove = useDeleteWorkspace(workspace.region, workspace.uid);
  const [confirming, confirm] = useDisclosure(false);

  const deleteNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        notifications.show({ color: 'green', message: WORKSPACE_DELETED_NOTICE, autoClose: 3000 });
        onDeleted();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: WORKSPACE_DELETE_FAILED_NOTICE,
          message: errorMessage(error),
          autoClose: 5000,
        }),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="delete-workspace-title"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Title order={3} size="h5" id="delete-workspace-title">
            Delete workspace
          </Title>
          <Text size="sm" c="dimmed">
            Deletes its agents, conversations, knowledge and files for everyone in it.
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={confirm.open}>
          Delete workspace
        </Button>
      </Group>
      <Modal opened={confirming} onClose={confirm.close} title="Delete workspace" centered>
        <Text size="sm">
          Delete{' '}
          <Text span inherit fw={600}>
            {workspace.workspaceName}
          </Text>{' '}
          with its agents, conversations, knowledge and files? Its members lose access at once. This action cannot be
          undone.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={deleteNow} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
