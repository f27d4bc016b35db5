import { type KbDoc, ZUpdateKbDocBody } from '@agent-platform/core';
import { ActionIcon, Badge, Button, Group, Popover, Stack, TagsInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';

/** A document's tags in its row, changed in a small editor that checks them with the shared rules. */
export function DocTagsEditor({
  doc,
  save,
}: {
  doc: KbDoc;
  /** Resolves once the server has the new tags; a refusal's message is shown in the editor. */
  save: (tags: string[]) => Promise<unknown>;
}) {
  const [opened, setOpened] = useState(false);
  const [tags, setTags] = useState(doc.tags);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const open = () => {
    setTags(doc.tags);
    setError(undefined);
    setOpened(true);
  };
  const submit = async () => {
    const checked = ZUpdateKbDocBody.safeParse({ tags });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await save(checked.data.tags ?? []);
      setOpened(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Group gap={4}>
        {doc.tags.map((tag) => (
          <Badge key={tag} size="sm" variant="outline">
            {tag}
          </Badge>
        ))}
      </Group>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus shadow="md">
        <Popover.Target>
          <ActionIcon variant="subtle" size="sm" aria-label={`Edit tags of ${doc.name}`} onClick={open}>
            <IconPencil size={14} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={280}>
            <TagsInput
              label="Tags"
              description="Press Enter after each tag."
              value={tags}
              onChange={setTags}
              error={error}
              clearable
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)} disabled={pending}>
                Cancel
              </Button>
              <Button size="xs" onClick={submit} loading={pending}>
                Save tags
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
