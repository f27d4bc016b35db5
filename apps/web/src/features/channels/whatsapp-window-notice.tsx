import type { Region } from '@agent-platform/core';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useApprovedTemplates, useSendTemplate, useWhatsappWindow } from './whatsapp-hooks';

/**
 * In a WhatsApp conversation's transcript: the replies WhatsApp did not take (outside its
 * 24-hour window), why, and an approved template to send instead.
 */
export function WhatsappWindowNotice({
  region,
  uid,
  conversationId,
  messageCount,
}: {
  region: Region;
  uid: string;
  conversationId: string;
  messageCount: number;
}) {
  const state = useWhatsappWindow(region, uid, conversationId, messageCount);
  const pending = state.data?.undelivered.filter((reply) => !reply.templateSentAt) ?? [];
  const [choosing, setChoosing] = useState(false);
  const templates = useApprovedTemplates(region, uid, conversationId, choosing);
  const send = useSendTemplate(region, uid, conversationId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (pending.length === 0) return null;
  const options = templates.data?.templates.map((t) => ({
    value: `${t.name}|${t.language}`,
    label: `${t.name} (${t.language})`,
  }));
  return (
    <Alert color="yellow" title="Reply not delivered on WhatsApp" aria-label="Reply not delivered on WhatsApp">
      <Stack gap="xs">
        <Text size="sm">{pending[0]?.reason}</Text>
        {!choosing ? (
          <Group>
            <Button size="xs" onClick={() => setChoosing(true)}>
              Send template
            </Button>
          </Group>
        ) : templates.isError ? (
          <Text size="sm" c="red">
            {errorMessage(templates.error)}
          </Text>
        ) : (
          <Group align="flex-end">
            <Select
              label="Approved template"
              placeholder={templates.isPending ? 'Loading…' : 'Choose a template'}
              data={options ?? []}
              value={chosen}
              onChange={setChosen}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              disabled={!chosen}
              loading={send.isPending}
              onClick={() => {
                const [name = '', language = ''] = (chosen ?? '').split('|');
                send.mutate({ name, language }, { onSuccess: () => setChoosing(false) });
              }}
            >
              Send
            </Button>
          </Group>
        )}
        {send.isError && (
          <Text size="sm" c="red">
            {errorMessage(send.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
