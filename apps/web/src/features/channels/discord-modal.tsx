import {
  DISCORD_REMOVED,
  DISCORD_SAVED,
  type DiscordChannelSettings,
  discordChannelBody,
  type Region,
  type SaveDiscordChannelBody,
  ZDiscordChannelSettings,
} from '@agent-platform/core';
import { Alert, Anchor, Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { answer, api, errorMessage, noAnswer } from '../../lib/api';
import { firstError, saveForm, showCallError } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { notify } from '../agent-shell/notify';
import { channelsKey } from './use-agent-channels';

const discordChannel = '/api/{region}/v2/agents/{agentId}/channels/discord';
const discordKey = (region: Region, agentId: string) => ['discord-channel', region, agentId] as const;

/** 'Adding Discord as a channel' (spec 000 §2): the channel's ID and webhook URL, the steps to get them, and save. */
export function DiscordModal({
  region,
  agentId,
  opened,
  onClose,
}: {
  region: Region;
  agentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const settings = useQuery({
    queryKey: discordKey(region, agentId),
    queryFn: () =>
      api.GET(discordChannel, { params: { path: { region, agentId } } }).then(answer(ZDiscordChannelSettings)),
    enabled: opened,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Adding Discord as a channel" size="lg">
      {settings.data ? (
        <DiscordForm region={region} agentId={agentId} settings={settings.data} onClose={onClose} />
      ) : settings.isError ? (
        <Alert color="red" title="Could not load the Discord channel">
          {errorMessage(settings.error)}
        </Alert>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      )}
    </Modal>
  );
}

function DiscordForm({
  region,
  agentId,
  settings,
  onClose,
}: {
  region: Region;
  agentId: string;
  settings: DiscordChannelSettings;
  onClose: () => void;
}) {
  const contract = discordChannelBody(settings.webhookOrigins);
  const form = useForm({
    mode: 'controlled',
    initialValues: { channelId: '', webhookUrl: '' },
    validate: zod4Resolver(contract, { errorPriority: 'first' }),
    // The one message stays until the next Save, as the problem it names may be in either input.
    clearInputErrorOnChange: false,
    transformValues: (values) => contract.parse(values),
  });
  const problem = firstError(form);
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: discordKey(region, agentId) });
    await queryClient.invalidateQueries({ queryKey: channelsKey(region, agentId) });
  };
  const saveChannel = useMutation({
    mutationFn: (body: SaveDiscordChannelBody) =>
      api.PUT(discordChannel, { params: { path: { region, agentId } }, body }).then(noAnswer),
    onSuccess: refresh,
  });
  const removeChannel = useMutation({
    mutationFn: () => api.DELETE(discordChannel, { params: { path: { region, agentId } } }).then(noAnswer),
    onSuccess: refresh,
  });

  useUnsavedChanges({ dirty: form.isDirty(), save: () => saveForm(form, (body) => saveChannel.mutateAsync(body)) });

  const save = form.onSubmit((body) => {
    saveChannel.mutate(body, {
      onSuccess: () => {
        notify('green', DISCORD_SAVED);
        form.reset();
        onClose();
      },
      onError: (error) => showCallError(form, error),
    });
  });
  const remove = () =>
    removeChannel.mutate(undefined, {
      onSuccess: () => notify('green', DISCORD_REMOVED),
      onError: (error) => showCallError(form, error),
    });

  const { channel } = settings;
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        {!settings.botAvailable && (
          <Alert color="yellow" title="The Discord bot is not set up">
            Messages from Discord reach the agent through the platform's Discord bot, which this server does not run
            yet. You can save the channel now; the agent answers there once the bot is set up.
          </Alert>
        )}
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            Invite the Agent Platform bot to your Discord server
            {settings.inviteUrl && (
              <>
                {' '}
                (
                <Anchor inherit href={settings.inviteUrl} target="_blank" rel="noopener noreferrer">
                  invite the bot
                </Anchor>
                )
              </>
            )}
            . You need the Manage Server permission on that server.
          </List.Item>
          <List.Item>
            In the channel the agent should answer, open Edit Channel, then Integrations, then Webhooks: create a
            webhook and copy its URL.
          </List.Item>
          <List.Item>
            Copy the channel's ID: turn on Developer Mode (User Settings, Advanced), then right-click the channel and
            choose Copy Channel ID.
          </List.Item>
          <List.Item>Save: from then on the agent answers everyone who writes in that channel.</List.Item>
        </List>
        {channel && (
          <Alert color="green" title="Connected">
            <Stack gap="xs">
              <Text size="sm">
                Channel {channel.channelId} brings this agent its messages. Replies go out through its webhook:
              </Text>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {channel.webhookUrl}
              </Text>
              <Group justify="flex-end">
                <Button size="xs" variant="default" color="red" loading={removeChannel.isPending} onClick={remove}>
                  Remove
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <TextInput
          label="Channel ID"
          placeholder="123456789012345678"
          {...form.getInputProps('channelId', { withError: false })}
          autoComplete="off"
        />
        <TextInput
          label="Webhook URL"
          placeholder="https://discord.com/api/webhooks/…"
          {...form.getInputProps('webhookUrl', { withError: false })}
          autoComplete="off"
        />
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saveChannel.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
