import {
  DOMAIN_TEXTS,
  type DomainKind,
  RECIPIENT_EMAIL_INLINE_MESSAGE,
  type Region,
  ZRecipientEmail,
} from '@agent-platform/core';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useSendDnsInstructions } from './use-agency-domains';

/** 'Send DNS Instructions': emails the records to whoever manages the domain's DNS (spec 000 §4-§5). */
export function DnsInstructionsModal({
  opened,
  onClose,
  region,
  workspaceUid,
  kind,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  workspaceUid: string;
  kind: DomainKind;
}) {
  const [to, setTo] = useState('');
  const send = useSendDnsInstructions(region, workspaceUid, kind);
  const valid = ZRecipientEmail.safeParse(to).success;
  const submit = () =>
    send.mutate(to, {
      onSuccess: (sent) => {
        notifications.show({ color: 'green', message: sent.message, autoClose: 3000 });
        setTo('');
        onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={DOMAIN_TEXTS.sendInstructions}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) submit();
        }}
      >
        <Stack>
          <TextInput
            label="Recipient"
            placeholder="it@example.com"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={to !== '' && !valid ? RECIPIENT_EMAIL_INLINE_MESSAGE : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!valid} loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
