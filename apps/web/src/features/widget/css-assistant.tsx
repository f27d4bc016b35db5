import {
  CSS_ASSISTANT_SUGGESTIONS,
  CSS_ASSISTANT_TEXTS,
  type CssAssistantMessage,
  cssFromReply,
  type Region,
  ZAiCssGeneratorResponse,
} from '@agent-platform/core';
import { Button, Group, Paper, Popover, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { answer, api, isApiError } from '../../lib/api';
import { notify } from '../agent-shell/notify';

/**
 * A message of the assistant's chat (spec 000 §3 "CSS assistant chat message"). A `failed` one is
 * our apology for an answer that never came: it holds no CSS and is not the assistant's to resend.
 */
type ChatMessage = CssAssistantMessage & { timestamp: number; failed?: true };

interface CssAssistantProps {
  region: Region;
  agentId: string;
  workspaceUid: string;
  currentCss: string;
  onInsert: (css: string) => void;
}

/**
 * The AI CSS Assistant (spec 000 §2, §7): a popover where the owner asks for styles in words.
 * The CSS of an answer goes into the editor at once; an answer without CSS stays in the chat,
 * where any answer can also be inserted by hand.
 */
export function CssAssistant({ region, agentId, workspaceUid, currentCss, onInsert }: CssAssistantProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const generate = useMutation({
    mutationFn: (chat: ChatMessage[]) =>
      api
        .POST('/api/ai-css-generator', {
          body: {
            messages: chat.filter((message) => !message.failed).map(({ role, content }) => ({ role, content })),
            currentCSS: currentCss,
            userData: { uid: workspaceUid },
            agentID: agentId,
            bucket: region,
          },
        })
        .then(answer(ZAiCssGeneratorResponse)),
  });
  const say = (role: ChatMessage['role'], content: string): ChatMessage => ({ role, content, timestamp: Date.now() });

  const send = (text: string) => {
    // Nothing to ask, or an answer still coming: one request at a time.
    if (text.trim() === '' || generate.isPending) return;
    const chat = [...messages, say('user', text.trim())];
    setMessages(chat);
    setDraft('');
    generate.mutate(chat, {
      onSuccess: ({ response }) => {
        setMessages([...chat, say('assistant', response)]);
        const css = cssFromReply(response);
        if (css) {
          onInsert(css);
          notify('green', CSS_ASSISTANT_TEXTS.inserted);
        } else notify('red', CSS_ASSISTANT_TEXTS.noCssInReply);
      },
      onError: (error) => {
        // Without a language model the answer says what to do; any other failure is an apology.
        const known = isApiError(error) && error.code === 'NO_LANGUAGE_MODEL';
        setMessages([
          ...chat,
          { ...say('assistant', known ? error.message : CSS_ASSISTANT_TEXTS.apology), failed: true },
        ]);
        notify('red', known ? error.message : CSS_ASSISTANT_TEXTS.failed);
      },
    });
  };

  const insertByHand = (message: ChatMessage) => {
    const css = cssFromReply(message.content);
    if (!css) return notify('red', CSS_ASSISTANT_TEXTS.noCssInMessage);
    onInsert(css);
    notify('green', CSS_ASSISTANT_TEXTS.insertedManually);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send(draft);
    }
  };

  return (
    <Popover width={420} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="light" size="xs" leftSection={<IconSparkles size={14} />}>
          AI CSS Assistant
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {CSS_ASSISTANT_TEXTS.title}
          </Title>
          {messages.length === 0 && (
            <Group gap={6}>
              {CSS_ASSISTANT_SUGGESTIONS.map((suggestion) => (
                <Button key={suggestion} size="compact-xs" variant="light" radius="xl" onClick={() => send(suggestion)}>
                  {suggestion}
                </Button>
              ))}
            </Group>
          )}
          <ScrollArea h={320} type="auto">
            <Stack gap="xs" role="log" aria-label="Assistant chat">
              {messages.map((message) => (
                <Paper
                  key={message.timestamp + message.role}
                  p="xs"
                  radius="md"
                  withBorder={message.role === 'assistant'}
                  bg={message.role === 'user' ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-label={message.role === 'user' ? 'You' : 'Assistant'}
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {message.content}
                  </Text>
                  {message.role === 'assistant' && !message.failed && (
                    <Button mt={6} size="compact-xs" variant="subtle" onClick={() => insertByHand(message)}>
                      Insert CSS
                    </Button>
                  )}
                </Paper>
              ))}
              {generate.isPending && (
                <Text size="sm" c="dimmed">
                  Writing styles…
                </Text>
              )}
            </Stack>
          </ScrollArea>
          <Textarea
            aria-label="Describe the styles you want"
            placeholder="Describe the styles you want (Ctrl+Enter to send)"
            autosize
            minRows={1}
            maxRows={3}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={() => send(draft)} disabled={draft.trim() === ''} loading={generate.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
