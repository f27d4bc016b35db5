import { type Region, WA_SEND_FAILED, ZWaTestMessageBody } from '@agent-platform/core';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
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
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendWhatsappTestMessage(region, agentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = { phoneId, to, message };
    const parsed = ZWaTestMessageBody.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    send.mutate(form, {
      onSuccess: (answer) => {
        notify('green', answer.message);
        onSent();
      },
      onError: (error) => notify('red', isApiError(error) ? error.message : WA_SEND_FAILED),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Send Test Message">
      <Stack gap="xs" mt="sm">
        <TextInput
          label="Phone number"
          placeholder="+15551234567"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={problem}
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
