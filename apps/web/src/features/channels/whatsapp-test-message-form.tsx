import { type Region, WA_SEND_FAILED, ZWaTestMessageBody } from '@agent-platform/core';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { isApiError } from '../../lib/api';
import { firstError } from '../../lib/forms';
import { notify } from '../agent-shell/notify';
import { useSendWhatsappTestMessage } from './whatsapp-hooks';

/** 'Send Test Message' (spec 000 §2, §5): hidden until asked for; Send closes it. */
export function WhatsappTestMessageForm({
  region,
  agentId,
  phoneId,
  onSent,
}: {
  region: Region;
  agentId: string;
  phoneId: string;
  onSent: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { to: '', message: '' },
    validate: (values) => zod4Resolver(ZWaTestMessageBody, { errorPriority: 'first' })({ phoneId, ...values }),
    // The one message stays until the next Send, as the problem it names may be in either input.
    clearInputErrorOnChange: false,
  });
  const send = useSendWhatsappTestMessage(region, agentId);
  const submit = form.onSubmit((body) => {
    send.mutate(
      { phoneId, ...body },
      {
        onSuccess: (answer) => {
          notify('green', answer.message);
          onSent();
        },
        onError: (error) => notify('red', isApiError(error) ? error.message : WA_SEND_FAILED),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Send Test Message">
      <Stack gap="xs" mt="sm">
        <TextInput
          label="Phone number"
          placeholder="+15551234567"
          {...form.getInputProps('to', { withError: false })}
        />
        <Textarea
          label="Message"
          {...form.getInputProps('message', { withError: false })}
          error={firstError(form)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
