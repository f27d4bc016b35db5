import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before a campaign is cancelled: contacts not reached yet never will be. */
export function CancelCampaignModal({
  opened,
  onClose,
  name,
  pending,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  name: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel campaign" centered>
      <Text size="sm">
        <Text span inherit fw={600}>
          {name}
        </Text>{' '}
        stops for good: contacts it has not reached yet will not be messaged. Replies still land in Chats.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Keep the campaign
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Cancel campaign
        </Button>
      </Group>
    </Modal>
  );
}
