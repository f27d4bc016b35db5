import {
  CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES,
  CLIENT_FEEDBACK_ATTACHMENTS_MAX,
  CLIENT_FEEDBACK_SENT_MESSAGE,
  ZClientFeedbackBody,
} from '@agent-platform/core';
import { ActionIcon, Button, Drawer, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { clientNotice } from '../client-auth/client-notice';
import { useClientDashboard } from './client-dashboard-context';
import { useSendClientFeedback } from './use-send-client-feedback';

/** An attachment's size as the drawer shows it (spec 001 §2: in KB). */
export function sizeInKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function asAttachment(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { name: file.name, contentType: file.type || 'application/octet-stream', content: btoa(binary) };
}

/**
 * Feedback (spec 001 §2): the client's email (read-only), a message and attachments. Submit says
 * 'Feedback sent!' even when sending fails, as the spec has it; a failure is only logged.
 */
export function FeedbackDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { session, preview } = useClientDashboard();
  const send = useSendClientFeedback();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<{ key: number; file: File }[]>([]);
  const nextKey = useRef(0);
  const [error, setError] = useState<string>();

  const add = (picked: File[]) => {
    const tooBig = picked.find((file) => file.size > CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES);
    if (tooBig) {
      setError('An attachment can be at most 2 MB.');
      return;
    }
    const next = [...files, ...picked.map((file) => ({ key: nextKey.current++, file }))];
    if (next.length > CLIENT_FEEDBACK_ATTACHMENTS_MAX) {
      setError(`At most ${CLIENT_FEEDBACK_ATTACHMENTS_MAX} attachments.`);
      return;
    }
    setError(undefined);
    setFiles(next);
  };

  const submit = async () => {
    const parsed = ZClientFeedbackBody.safeParse({ message, attachments: [] });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (!preview) {
      const attachments = await Promise.all(files.map(({ file }) => asAttachment(file)));
      send.mutate(
        { message: parsed.data.message, attachments },
        { onError: (failure) => console.warn('Feedback could not be sent', failure) },
      );
    }
    clientNotice('green', CLIENT_FEEDBACK_SENT_MESSAGE);
    setMessage('');
    setFiles([]);
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="Feedback" position="right">
      <Stack gap="md">
        <TextInput label="Email" value={session.client.email} readOnly />
        <Textarea
          label="Message"
          autosize
          minRows={5}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={error}
        />
        <Stack gap={6} aria-label="Attachments">
          {files.map(({ key, file }) => (
            <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end">
                {file.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {sizeInKb(file.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles(files.filter((entry) => entry.key !== key))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          <FileButton onChange={add} multiple>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />}>
                Attach files
              </Button>
            )}
          </FileButton>
        </Stack>
        <Button onClick={() => void submit()}>Submit</Button>
      </Stack>
    </Drawer>
  );
}
