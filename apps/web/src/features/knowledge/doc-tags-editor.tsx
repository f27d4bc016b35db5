import { type KbDoc, ZUpdateKbDocBody } from '@agent-platform/core';
import { ActionIcon, Badge, Button, Group, Popover, Stack, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { firstError, saveForm, showCallError } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';

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
  const form = useForm({
    mode: 'controlled',
    initialValues: { tags: doc.tags },
    validate: zod4Resolver(ZUpdateKbDocBody, { errorPriority: 'first' }),
    transformValues: (values) => ZUpdateKbDocBody.parse(values),
    // The one message, about any tag, stays until the next Save.
    clearInputErrorOnChange: false,
  });
  const [pending, setPending] = useState(false);

  const open = () => {
    form.setValues({ tags: doc.tags });
    form.resetDirty({ tags: doc.tags });
    form.clearErrors();
    setOpened(true);
  };
  useUnsavedChanges({
    dirty: opened && form.isDirty(),
    save: () => saveForm(form, (body) => save(body.tags ?? [])),
  });
  const submit = form.onSubmit(async (body) => {
    setPending(true);
    try {
      await save(body.tags ?? []);
      setOpened(false);
    } catch (failure) {
      showCallError(form, failure);
    } finally {
      setPending(false);
    }
  });

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
              {...form.getInputProps('tags', { withError: false })}
              error={firstError(form)}
              clearable
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)} disabled={pending}>
                Cancel
              </Button>
              <Button size="xs" onClick={() => submit()} loading={pending}>
                Save tags
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
