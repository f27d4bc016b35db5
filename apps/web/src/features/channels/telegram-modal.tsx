import { TELEGRAM_SAVED, ZConnectTelegramBody } from '@agent-platform/core';
import { Alert, Anchor, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { saveForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { notify } from '../agent-shell/notify';
import { useConnectTelegram, useDisconnectTelegram } from './use-agent-channels';

/** 'Adding Telegram as a channel' (spec 000 §2): one bot token, the steps to get one, and save. */
export function TelegramModal({
  region,
  agentId,
  connectedBotId,
  opened,
  onClose,
}: {
  region: 'na' | 'eu';
  agentId: string;
  connectedBotId: string | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { botToken: '' },
    validate: zod4Resolver(ZConnectTelegramBody, { errorPriority: 'first' }),
    transformValues: (values) => ZConnectTelegramBody.parse(values),
  });
  const showProblem = (error: unknown) => form.setFieldError('botToken', errorMessage(error));
  const connect = useConnectTelegram(region, agentId);
  const disconnect = useDisconnectTelegram(region, agentId);

  useUnsavedChanges({
    dirty: opened && form.isDirty(),
    save: () => saveForm(form, (body) => connect.mutateAsync(body.botToken)),
  });

  const save = form.onSubmit((body) => {
    connect.mutate(body.botToken, {
      onSuccess: () => {
        notify('green', TELEGRAM_SAVED);
        form.reset();
        onClose();
      },
      onError: showProblem,
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Adding Telegram as a channel" size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>
              In Telegram, open{' '}
              <Anchor href="https://t.me/BotFather" target="_blank" rel="noopener noreferrer">
                @BotFather
              </Anchor>{' '}
              and send <code>/newbot</code> (or <code>/token</code> for a bot you already have).
            </List.Item>
            <List.Item>Copy the token BotFather gives you, and paste it below.</List.Item>
            <List.Item>Save: from then on the agent answers everyone who writes to the bot.</List.Item>
          </List>
          {connectedBotId && (
            <Alert color="green" title="Connected">
              <Group justify="space-between">
                <Text size="sm">Bot {connectedBotId} brings this agent its chats.</Text>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  loading={disconnect.isPending}
                  onClick={() => disconnect.mutate(undefined, { onError: showProblem })}
                >
                  Disconnect
                </Button>
              </Group>
            </Alert>
          )}
          <PasswordInput
            label="Bot token"
            placeholder="123456789:AAH…"
            {...form.getInputProps('botToken')}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={connect.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
