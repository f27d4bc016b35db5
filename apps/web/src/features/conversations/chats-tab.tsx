import { CHANNELS, type Channel, CONVERSATION_STATES, type ConversationState } from '@agent-platform/core';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconMessages, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/empty-state';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import classes from './chats-tab.module.css';
import { CHANNEL_LABELS, STATE_LABELS } from './conversation-labels';
import { ConversationList } from './conversation-list';
import { ManageTagsButton } from './manage-tags-button';
import { NotificationSettingsButton } from './notification-settings-button';
import { TranscriptPane } from './transcript-pane';
import { useConversations, useLiveConversations } from './use-conversations';
import { useOpenConversation } from './use-open-conversation';

const SEARCH_DELAY_MS = 300;

/** The Chats tab (`convos`): the agent's conversations, live, with human takeover. */
export function ChatsTab() {
  const { region, agentId, workspaceUid } = useAgentShell();
  const [channel, setChannel] = useState<Channel | undefined>();
  const [state, setState] = useState<ConversationState | undefined>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [tagInput, setTagInput] = useState('');
  const [tag] = useDebouncedValue(tagInput.trim(), SEARCH_DELAY_MS);
  // Whole UTC days: active on or after `from`, started on or before `to`.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { openId: selectedId, open, backToList } = useOpenConversation();
  const back = useRef<HTMLButtonElement>(null);
  // On phones the list gives way to the conversation: its back control takes the focus the list item had.
  useEffect(() => {
    if (selectedId && back.current?.offsetParent) back.current.focus();
  }, [selectedId]);
  useLiveConversations(region, workspaceUid);
  const list = useConversations(region, workspaceUid, {
    agentId,
    ...(channel ? { channel } : {}),
    ...(state ? { state } : {}),
    ...(q ? { q } : {}),
    ...(tag ? { tag } : {}),
    ...(from ? { from: `${from}T00:00:00.000Z` } : {}),
    ...(to ? { to: `${to}T23:59:59.999Z` } : {}),
  });
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <Stack gap="md" className={classes.chats} data-open={selectedId ? true : undefined}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Chats
        </Title>
        <Group gap="sm">
          <ManageTagsButton region={region} uid={workspaceUid} />
          <NotificationSettingsButton region={region} uid={workspaceUid} />
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" className={classes.listView}>
        <TextInput
          aria-label="Search in messages"
          placeholder="Search in messages"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          aria-label="Channel"
          placeholder="All channels"
          clearable
          data={CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
          value={channel ?? null}
          onChange={(value) => setChannel((value as Channel | null) ?? undefined)}
        />
        <Select
          aria-label="State"
          placeholder="Any state"
          clearable
          data={CONVERSATION_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
          value={state ?? null}
          onChange={(value) => setState((value as ConversationState | null) ?? undefined)}
        />
        <TextInput
          aria-label="Tag"
          placeholder="Tag"
          value={tagInput}
          onChange={(event) => setTagInput(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Active from"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Started until"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      <div className={classes.layout}>
        <div className={`${classes.pane} ${classes.listView}`}>
          {list.isPending && <Loader m="lg" aria-label="Loading conversations" />}
          {list.isSuccess && conversations.length === 0 && (
            <EmptyState icon={<IconMessages size={24} />} title="No conversations yet">
              Conversations with visitors appear here as they happen.
            </EmptyState>
          )}
          <ConversationList
            conversations={conversations}
            selectedId={selectedId}
            onSelect={open}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
        <div className={`${classes.pane} ${classes.conversationView}`}>
          {selectedId ? (
            <>
              <Button
                ref={back}
                hiddenFrom="sm"
                variant="subtle"
                leftSection={<IconArrowLeft size={16} />}
                m="xs"
                mb={0}
                style={{ alignSelf: 'flex-start' }}
                onClick={backToList}
              >
                Back to chats
              </Button>
              <TranscriptPane
                key={selectedId}
                region={region}
                uid={workspaceUid}
                conversationId={selectedId}
                onDeleted={backToList}
              />
            </>
          ) : (
            <Text c="dimmed" p="lg">
              Pick a conversation to read it.
            </Text>
          )}
        </div>
      </div>
    </Stack>
  );
}
