import type { ConversationSummary, Region } from '@agent-platform/core';
import { Button, Group, Menu, MultiSelect, Select, TagsInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { useTagSettings } from './use-chat-settings';
import {
  conversationExportPath,
  useDeleteConversation,
  useUpdateConversation,
  useWorkspaceMembers,
} from './use-conversations';

interface Props {
  region: Region;
  uid: string;
  conversation: ConversationSummary;
  onDeleted: () => void;
}

/**
 * Tags (the organisation's predefined ones suggested, or the only ones offered when it allows no
 * others), delegation to a member, export as a file, and deletion of one conversation.
 */
export function ConversationActions({ region, uid, conversation, onDeleted }: Props) {
  const update = useUpdateConversation(region, uid, conversation.id);
  const remove = useDeleteConversation(region, uid, conversation.id);
  const members = useWorkspaceMembers(region, uid);
  const tagSettings = useTagSettings(region, uid);
  const [confirming, setConfirming] = useState(false);
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });

  return (
    <Group gap="sm" align="flex-end">
      {tagSettings.data?.disallowAnyTags ? (
        // Only the predefined tags may be added; tags given before the switch was turned on stay.
        <MultiSelect
          label="Tags"
          placeholder="Pick a tag"
          size="xs"
          searchable
          nothingFoundMessage="Only the predefined tags can be used."
          data={[...new Set([...tagSettings.data.predefinedTags, ...conversation.tags])]}
          value={conversation.tags}
          onChange={(tags) => save({ tags })}
          style={{ flex: 1, minWidth: 180 }}
        />
      ) : (
        <TagsInput
          label="Tags"
          placeholder="Add a tag"
          size="xs"
          data={tagSettings.data?.predefinedTags ?? []}
          value={conversation.tags}
          onChange={(tags) => save({ tags })}
          style={{ flex: 1, minWidth: 180 }}
        />
      )}
      <Select
        label="Delegated to"
        placeholder="Nobody"
        size="xs"
        clearable
        data={members.data?.members.map((member) => member.email) ?? []}
        value={conversation.delegatedTo}
        onChange={(delegatedTo) => save({ delegatedTo })}
      />
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />}>
            Export chat
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={conversationExportPath(region, uid, conversation.id, 'text')} download>
            As text
          </Menu.Item>
          <Menu.Item component="a" href={conversationExportPath(region, uid, conversation.id, 'json')} download>
            As JSON
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => setConfirming(true)}
      >
        Delete chat
      </Button>
      <ConfirmDeleteModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete conversation"
        name="This conversation"
        consequence="and all its messages will be deleted for good."
        remove={async () => {
          await remove.mutateAsync();
          onDeleted();
        }}
        pending={remove.isPending}
        deletedNotice="Conversation deleted."
        failedNotice="Could not delete the conversation"
      />
    </Group>
  );
}
