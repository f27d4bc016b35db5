import { Button, Group, getDefaultZIndex, Modal, Text } from '@mantine/core';

// Above the modal or popover holding the form it asks about.
const Z_INDEX = getDefaultZIndex('overlay');

/** Asks what to do with edits before leaving them: save (or publish) them, discard them, or stay. */
export function UnsavedChangesModal({
  opened,
  saveLabel,
  saving,
  failure,
  onSave,
  onDiscard,
  onStay,
}: {
  opened: boolean;
  /** Without it the edits cannot be saved from here, so only Discard and Stay are offered. */
  saveLabel: string | undefined;
  saving: boolean;
  /** Why the last save failed. */
  failure: string | null;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title="You have unsaved changes" centered zIndex={Z_INDEX}>
      <Text size="sm">
        {saveLabel
          ? `${saveLabel} your changes before you leave, or discard them.`
          : 'Leaving this page discards your changes.'}
      </Text>
      {failure && (
        <Text size="sm" c="red" role="alert" mt="sm">
          {failure}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} disabled={saving}>
          Stay
        </Button>
        <Button variant="light" color="red" onClick={onDiscard} disabled={saving}>
          Discard
        </Button>
        {saveLabel && (
          <Button onClick={onSave} loading={saving}>
            {saveLabel}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
