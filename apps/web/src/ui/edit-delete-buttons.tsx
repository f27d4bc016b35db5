import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** The Edit and Delete actions of a saved item's card; Delete is expected to ask first. */
export function EditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconPencil size={16} />} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="default" color="red" size="xs" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
