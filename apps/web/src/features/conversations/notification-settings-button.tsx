import {
  type NotificationSettings,
  type NotifyIf,
  type NotifyThrough,
  type Region,
  ZNotificationSettings,
} from '@agent-platform/core';
import { Alert, Button, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useNotificationSettings, useSaveNotificationSettings } from './use-chat-settings';

const NOTIFY_IF_OPTIONS: { value: NotifyIf; label: string }[] = [
  { value: 'all', label: 'All conversations' },
  { value: 'requestsOnly', label: 'Handoff requests only' },
  { value: 'none', label: 'Nothing' },
];

const NOTIFY_THROUGH_OPTIONS: { value: NotifyThrough; label: string }[] = [
  { value: 'all', label: 'Email and push' },
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Push' },
  { value: 'none', label: 'None' },
];

/** The Chats tab's 'Notifications': what the signed-in member is told about, and how. */
export function NotificationSettingsButton({ region, uid }: { region: Region; uid: string }) {
  const settings = useNotificationSettings(region, uid);
  const save = useSaveNotificationSettings(region, uid);
  const [opened, setOpened] = useState(false);
  const form = useForm<NotificationSettings>({
    mode: 'controlled',
    initialValues: { notifyIf: 'all', notifyThrough: 'all' },
    validate: zod4Resolver(ZNotificationSettings, { errorPriority: 'first' }),
  });
  const draft = opened && settings.data ? form.values : undefined;

  const open = () => {
    if (settings.data) form.setValues(settings.data);
    save.reset();
    setOpened(true);
  };
  const submit = form.onSubmit((body) => {
    save.mutate(body, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({ color: 'green', message: 'Notification settings saved.', autoClose: 3000 });
      },
    });
  });

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconBell size={16} />} onClick={open} disabled={!settings.data}>
          Notifications
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {draft && (
          <Stack gap="sm" w={280}>
            <Select
              label="Notify me about"
              data={NOTIFY_IF_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('notifyIf')}
            />
            <Select
              label="Notify me by"
              data={NOTIFY_THROUGH_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('notifyThrough')}
            />
            {/* There is no push channel yet: push alone tells the member nothing for now. */}
            {draft.notifyThrough === 'push' && draft.notifyIf !== 'none' && (
              <Text size="xs" c="dimmed">
                Push notifications are not available yet: choose Email to be told by email.
              </Text>
            )}
            {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)} disabled={save.isPending}>
                Cancel
              </Button>
              <Button size="xs" onClick={() => submit()} loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
