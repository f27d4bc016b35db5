import type { ConversationSummary } from '@agent-platform/core';
import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './chats-tab.module.css';
import { channelLabel, STATE_LABELS } from './conversation-labels';

interface Props {
  conversations: ConversationSummary[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Badge class names that wrap a long label rather than cut it. */
export const wholeBadge = { root: classes.badge, label: classes.badgeLabel };

/** The conversations, latest activity first; each shows its channel, state, the visitor's last words and unread count. */
export function ConversationList({ conversations, selectedId, onSelect, hasMore, loadingMore, onLoadMore }: Props) {
  return (
    <Stack gap={0} role="list" aria-label="Conversations">
      {conversations.map((conversation) => (
        <UnstyledButton
          key={conversation.id}
          role="listitem"
          className={classes.item}
          data-selected={conversation.id === selectedId || undefined}
          aria-current={conversation.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(conversation.id)}
        >
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <Badge size="xs" variant="light" classNames={wholeBadge}>
                {channelLabel(conversation.channel)}
              </Badge>
              {conversation.state !== 'ai' && (
                <Badge
                  size="xs"
                  color={conversation.state === 'human' ? 'orange' : 'red'}
                  variant="light"
                  classNames={wholeBadge}
                >
                  {STATE_LABELS[conversation.state]}
                </Badge>
              )}
              {conversation.countryCode && (
                <Text size="xs" c="dimmed">
                  {conversation.countryCode}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {new Date(conversation.lastMessageAt).toLocaleString()}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
            <Text size="sm" lineClamp={1} fw={conversation.unread > 0 ? 600 : undefined}>
              {conversation.preview ?? 'No messages yet'}
            </Text>
            {conversation.unread > 0 && (
              <Badge size="sm" circle aria-label={`${conversation.unread} unread`}>
                {conversation.unread}
              </Badge>
            )}
          </Group>
          {conversation.tags.length > 0 && (
            <Group gap={4} mt={4}>
              {conversation.tags.map((tag) => (
                <Badge key={tag} size="xs" variant="outline" classNames={wholeBadge}>
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </UnstyledButton>
      ))}
      {hasMore && (
        <Button variant="subtle" onClick={onLoadMore} loading={loadingMore} m="sm">
          Load more
        </Button>
      )}
    </Stack>
  );
}
