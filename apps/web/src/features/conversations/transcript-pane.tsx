import type { Region } from '@agent-platform/core';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { RichParts } from '../agent-shell/rich-parts';
import { WhatsappWindowNotice } from '../channels/whatsapp-window-notice';
import classes from './chats-tab.module.css';
import { ConversationActions } from './conversation-actions';
import { authorOf, channelLabel, STATE_LABELS } from './conversation-labels';
import { wholeBadge } from './conversation-list';
import { useSendMemberReply, useSetManualControl, useTranscript } from './use-conversations';

interface Props {
  region: Region;
  uid: string;
  conversationId: string;
  onDeleted: () => void;
}

/** One conversation: its transcript with each message's author and time, and the takeover controls. */
export function TranscriptPane({ region, uid, conversationId, onDeleted }: Props) {
  const transcript = useTranscript(region, uid, conversationId);
  const control = useSetManualControl(region, uid, conversationId);
  const reply = useSendMemberReply(region, uid, conversationId);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = transcript.data?.messages;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);

  if (transcript.isPending) return <Loader m="lg" aria-label="Loading the conversation" />;
  if (transcript.isError)
    return (
      <Alert color="red" m="md">
        {errorMessage(transcript.error)}
      </Alert>
    );
  const { conversation } = transcript.data;
  const takenOver = conversation.manualControl;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || reply.isPending) return;
    reply.mutate(draft, { onSuccess: () => setDraft('') });
  };

  return (
    <Stack gap="sm" p="md" flex={1}>
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light" classNames={wholeBadge}>
            {channelLabel(conversation.channel)}
          </Badge>
          <Badge variant="outline" color={takenOver ? 'orange' : 'blue'} classNames={wholeBadge}>
            {STATE_LABELS[conversation.state]}
          </Badge>
          {conversation.ended && <Badge color="gray">Ended</Badge>}
        </Group>
        <Button
          variant={takenOver ? 'default' : 'filled'}
          loading={control.isPending}
          onClick={() => control.mutate(!takenOver)}
        >
          {takenOver ? 'Return to AI' : 'Take over'}
        </Button>
      </Group>
      {control.isError && <Alert color="red">{errorMessage(control.error)}</Alert>}
      <ConversationActions region={region} uid={uid} conversation={conversation} onDeleted={onDeleted} />
      {transcript.data.recordingUrl && (
        <Anchor href={transcript.data.recordingUrl} target="_blank" rel="noreferrer" size="sm">
          Call recording
        </Anchor>
      )}
      <Stack gap="xs" role="log" aria-label="Transcript" style={{ flex: 1 }}>
        {transcript.data.messages.length === 0 && (
          <Text c="dimmed" size="sm">
            No messages yet.
          </Text>
        )}
        {transcript.data.messages.map((message) => (
          <div
            key={message.id}
            className={classes.message}
            data-role={message.role}
            data-sender={message.sender ?? undefined}
          >
            <Group gap={6} mb={2}>
              <Text size="xs" fw={600}>
                {authorOf(message.role, message.sender)}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(message.createdAt).toLocaleString()}
              </Text>
            </Group>
            <Text size="sm">{message.content}</Text>
            {message.parts && <RichParts parts={message.parts} onReply={() => undefined} />}
          </div>
        ))}
        <div ref={end} />
      </Stack>
      {conversation.channel === 'whatsapp' && (
        <WhatsappWindowNotice
          region={region}
          uid={uid}
          conversationId={conversationId}
          messageCount={transcript.data.messages.length}
        />
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label="Reply"
            placeholder={takenOver ? 'Type your reply to the visitor…' : 'Take over to reply as a human.'}
            autosize
            minRows={2}
            value={draft}
            disabled={!takenOver}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
          />
          {reply.isError && <Alert color="red">{errorMessage(reply.error)}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" disabled={!takenOver || !draft.trim()} loading={reply.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
