import { type AnswerSummary, LOCAL_RESPONDER_LABEL, MESSAGE_MAX_LENGTH } from '@agent-platform/core';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconSend, IconX } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useAgentShell } from './agent-shell-context';
import { AnswerTraceDetails } from './answer-trace';
import { notify } from './notify';
import { RichParts } from './rich-parts';
import { type TestChatMessage, useTestChat } from './use-test-chat';

/**
 * The right-hand test panel (450 px, spec 001 §2): a chat with the agent as a visitor would have
 * it, with each answer's responder, tokens, credits and latency underneath.
 */
export function TestPanel({ onClose }: { onClose: () => void }) {
  const { region, agentId, published } = useAgentShell();
  const chat = useTestChat(region, agentId);
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const canSend = chat.ready && draft.trim() !== '';

  const lastMessage = chat.messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the conversation as it grows.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [chat.messages.length, lastMessage?.content]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (chat.send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; Enter that confirms an input method's word does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onReset = () => {
    chat.reset();
    setDraft('');
    notify('green', 'Chat conversation reset!');
  };

  return (
    <Stack p="md" gap="sm" h="100%">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          Test
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" color="gray" size="xs" leftSection={<IconRefresh size={16} />} onClick={onReset}>
            Reset
          </Button>
          <ActionIcon variant="subtle" color="gray" aria-label="Close test panel" onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {!published && (
        <Text size="xs" c="dimmed">
          You have unpublished changes. The test chat answers as the published agent: publish to test them.
        </Text>
      )}

      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} offsetScrollbars>
        <Stack gap="sm" role="log" aria-label="Test chat" aria-live="polite">
          {chat.starting && <Loader size="sm" aria-label="Starting the chat" />}
          {chat.messages.map((message) => (
            <ChatBubble key={message.key} message={message} onReply={(text) => chat.send(text)} />
          ))}
          {chat.ended && (
            <Text size="xs" c="dimmed" ta="center">
              The conversation has ended. Press Reset to start a new one.
            </Text>
          )}
        </Stack>
      </ScrollArea>

      {(chat.startError ?? chat.sendError) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {chat.startError ?? chat.sendError}
        </Alert>
      )}

      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            aria-label="Message"
            placeholder="Ask your agent something"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            value={draft}
            // Until the chat has started there is nowhere to send to: typing waits, rather than Enter doing nothing.
            disabled={!chat.started}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <ActionIcon type="submit" size="lg" aria-label="Send message" disabled={!canSend} loading={chat.answering}>
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}

function ChatBubble({ message, onReply }: { message: TestChatMessage; onReply: (text: string) => void }) {
  const fromVisitor = message.role === 'user';
  return (
    <Box style={{ alignSelf: fromVisitor ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        bg={fromVisitor ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={fromVisitor ? 'var(--mantine-primary-color-contrast)' : undefined}
        aria-label={fromVisitor ? 'You' : 'Agent'}
      >
        {message.content ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
        ) : (
          <Loader size="xs" type="dots" aria-label="The agent is answering" />
        )}
      </Paper>
      {message.parts && <RichParts parts={message.parts} onReply={onReply} />}
      {message.summary && <AnswerDetails summary={message.summary} />}
      {message.summary?.trace && <AnswerTraceDetails trace={message.summary.trace} />}
    </Box>
  );
}

/** The debugger line of one answer. */
function AnswerDetails({ summary }: { summary: AnswerSummary }) {
  const responder =
    summary.responder === 'model' ? (summary.modelId ?? 'Language model') : (summary.label ?? LOCAL_RESPONDER_LABEL);
  const parts = [responder];
  if (summary.inputTokens !== undefined && summary.outputTokens !== undefined) {
    parts.push(`${summary.inputTokens} input / ${summary.outputTokens} output tokens`);
  }
  parts.push(`${formatCredits(summary.credits)} credits`, `${summary.latencyMs} ms`);
  return (
    <Text size="xs" c="dimmed" mt={4} aria-label="Answer details">
      {parts.join(' · ')}
    </Text>
  );
}

// The ledger counts thousandths of a credit.
const formatCredits = (credits: number) => credits.toLocaleString('en-US', { maximumFractionDigits: 3 });
