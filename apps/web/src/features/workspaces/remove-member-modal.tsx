import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before a member is taken out of the workspace. */
export function RemoveMemberModal({
  email,
  pending,
  onConfirm,
  onClose,
}: {
  email: string | null;
  pending: boolean;
  onConfirm: (email: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={email !== null} onClose={onClose} title="Remove member" centered>
      <Text size="sm">
        <Text span inherit fw={600}>
          {email}
        </Text>{' '}
        loses access to this workspace at once. You can invite them again later.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" loading={pending} onClick={() => email && onConfirm(email)}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
