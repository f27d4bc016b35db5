import {
  EVENT_ID_HEADER,
  EVENT_SIGNATURE_HEADER,
  EVENT_TIMESTAMP_HEADER,
  type EventSettings,
  memberCan,
  WORKSPACE_EVENT_LABELS,
  WORKSPACE_EVENT_TYPES,
  ZEventSettings,
} from '@agent-platform/core';
import {
  Button,
  Card,
  Checkbox,
  Code,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { saveForm } from '../../lib/forms';
import { SectionLoadError } from '../../ui/section-load-error';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useEventSettings, useSaveEventSettings } from './use-event-settings';

export const EVENT_SETTINGS_SAVED = 'Event settings saved.';

/**
 * The workspace's `internal.events` on the Events page (the dashboard has no workspace settings
 * page): where events are POSTed, which types, and how a receiver checks they came from us.
 */
export function EventSettingsSection() {
  const { workspace } = useCurrentWorkspace();
  const settings = useEventSettings(workspace.region, workspace.uid);
  const canEdit = memberCan(workspace.role, null, 'workspace.manage');

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="event-settings-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="event-settings-title">
            Settings
          </Title>
          <Text c="dimmed" size="sm" maw={680}>
            Your endpoint receives a POST for each event type you choose, with the body{' '}
            <Code>{'{ type, payload: { ..., createdAt, workspaceSecret } }'}</Code>. A delivery that fails is tried
            again; after the last try, the workspace's members are emailed.
          </Text>
        </Stack>
        {settings.isError && !settings.data ? (
          <SectionLoadError
            title="Error loading event settings"
            error={settings.error}
            onRetry={() => settings.refetch()}
          />
        ) : settings.isPending ? (
          <Skeleton height={140} radius="md" aria-busy />
        ) : (
          <EventSettingsForm saved={settings.data} canEdit={canEdit} />
        )}
        <SignatureHelp />
      </Stack>
    </Card>
  );
}

function EventSettingsForm({ saved, canEdit }: { saved: EventSettings; canEdit: boolean }) {
  const { workspace } = useCurrentWorkspace();
  const save = useSaveEventSettings(workspace.region, workspace.uid);
  const form = useForm<EventSettings>({
    mode: 'controlled',
    initialValues: saved,
    validate: zod4Resolver(ZEventSettings, { errorPriority: 'first' }),
    transformValues: (values) => ZEventSettings.parse(values),
  });
  const submit = form.onSubmit((body) => {
    save.mutate(body, {
      onSuccess: (stored) => {
        form.setValues(stored);
        form.resetDirty(stored);
        notifications.show({ color: 'green', message: EVENT_SETTINGS_SAVED, autoClose: 3000 });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  });
  useUnsavedChanges({
    dirty: canEdit && form.isDirty(),
    save: () => saveForm(form, (body) => save.mutateAsync(body)),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Events endpoint"
          description="Leave empty to send no events."
          placeholder="https://example.com/webhooks/events"
          disabled={!canEdit}
          {...form.getInputProps('endpoint')}
        />
        <Checkbox.Group label="Event types" {...form.getInputProps('subscribedEvents')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WORKSPACE_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={WORKSPACE_EVENT_LABELS[type]} disabled={!canEdit} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {canEdit ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save event settings
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only members who may change the workspace's settings can edit these.
          </Text>
        )}
      </Stack>
    </form>
  );
}

function SignatureHelp() {
  return (
    <Stack gap={4} aria-label="Verifying events">
      <Text size="sm" fw={500}>
        Verifying events
      </Text>
      <Text size="sm" c="dimmed" maw={680}>
        Each request carries <Code>{EVENT_TIMESTAMP_HEADER}</Code> (seconds since 1970) and{' '}
        <Code>{EVENT_SIGNATURE_HEADER}</Code>: <Code>sha256=</Code> followed by the hex HMAC-SHA256 of the timestamp, a
        dot and the raw request body, keyed with your workspace secret. Compute it on the body exactly as received,
        compare in constant time, and refuse timestamps older than five minutes. A replay keeps the event's{' '}
        <Code>{EVENT_ID_HEADER}</Code>, so you can skip events you already handled.
      </Text>
    </Stack>
  );
}
