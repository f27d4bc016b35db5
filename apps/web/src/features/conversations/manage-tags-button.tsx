import { type Region, ZConversationTagSettingsBody } from '@agent-platform/core';
import { Alert, Button, Group, Modal, Stack, Switch, TagsInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useSaveTagSettings, useTagSettings } from './use-chat-settings';

/** The Chats tab's 'Manage tags': the organisation's predefined tags, and whether only they may be used. */
export function ManageTagsButton({ region, uid }: { region: Region; uid: string }) {
  const settings = useTagSettings(region, uid);
  const save = useSaveTagSettings(region, uid);
  const [opened, setOpened] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [onlyPredefined, setOnlyPredefined] = useState(false);
  const [error, setError] = useState<string>();

  const open = () => {
    setTags(settings.data?.predefinedTags ?? []);
    setOnlyPredefined(settings.data?.disallowAnyTags ?? false);
    setError(undefined);
    setOpened(true);
  };
  const submit = () => {
    const checked = ZConversationTagSettingsBody.safeParse({ predefinedTags: tags, disallowAnyTags: onlyPredefined });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({ color: 'green', message: 'Tags saved.', autoClose: 3000 });
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

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
            value={tags}
            onChange={setTags}
            clearable
          />
          <Switch
            label="Allow only predefined tags"
            description="Off: the predefined tags are suggestions, and members may type others."
            checked={onlyPredefined}
            onChange={(event) => setOnlyPredefined(event.currentTarget.checked)}
          />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Save tags
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
