import { type Region, ZConversationTagSettingsBody } from '@agent-platform/core';
import { Alert, Button, Group, Modal, Stack, Switch, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTags } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { firstError, showCallError } from '../../lib/forms';
import { useSaveTagSettings, useTagSettings } from './use-chat-settings';

/** The Chats tab's 'Manage tags': the organisation's predefined tags, and whether only they may be used. */
export function ManageTagsButton({ region, uid }: { region: Region; uid: string }) {
  const settings = useTagSettings(region, uid);
  const save = useSaveTagSettings(region, uid);
  const [opened, setOpened] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { predefinedTags: [] as string[], disallowAnyTags: false },
    validate: zod4Resolver(ZConversationTagSettingsBody, { errorPriority: 'first' }),
    transformValues: (values) => ZConversationTagSettingsBody.parse(values),
    // The one message, about any tag, stays until the next Save.
    clearInputErrorOnChange: false,
  });
  const error = firstError(form);

  const open = () => {
    form.setValues({
      predefinedTags: settings.data?.predefinedTags ?? [],
      disallowAnyTags: settings.data?.disallowAnyTags ?? false,
    });
    form.clearErrors();
    setOpened(true);
  };
  const submit = form.onSubmit((body) => {
    save.mutate(body, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({ color: 'green', message: 'Tags saved.', autoClose: 3000 });
      },
      onError: (failure) => showCallError(form, failure),
    });
  });

  return (
    <>
      <Button variant="default" leftSection={<IconTags size={16} />} onClick={open} disabled={!settings.data}>
        Manage tags
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Manage tags" centered>
        <Stack gap="md">
          <TagsInput
            label="Predefined tags"
            description="Members pick these when they tag a conversation. Press Enter after each tag."
            {...form.getInputProps('predefinedTags', { withError: false })}
            clearable
          />
          <Switch
            label="Allow only predefined tags"
            description="Off: the predefined tags are suggestions, and members may type others."
            {...form.getInputProps('disallowAnyTags', { type: 'checkbox', withError: false })}
          />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button onClick={() => submit()} loading={save.isPending}>
              Save tags
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
