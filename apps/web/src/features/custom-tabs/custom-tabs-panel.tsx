import type { CustomTab, Region } from '@agent-platform/core';
import { Anchor, Button, Card, Group, Image, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { SectionLoadError } from '../../ui/section-load-error';
import { CustomTabForm } from './custom-tab-form';
import { useCustomTabs } from './use-custom-tabs';
import { useRemoveCustomTab } from './use-remove-custom-tab';
import { tabPreviewPath, useTabPreviewOrigin } from './use-tab-preview-origin';

/**
 * The Custom Tabs tab of the agency settings (spec 001 §3, §5): the agency's own pages beside the
 * dashboard's tabs, each added, edited, previewed on the agency's domain, or deleted.
 */
export function CustomTabsPanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const query = useCustomTabs(region, workspaceUid);
  const previewOrigin = useTabPreviewOrigin(region, workspaceUid);
  // undefined: no form open; null: a new tab.
  const [editing, setEditing] = useState<CustomTab | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CustomTab | null>(null);
  const remove = useRemoveCustomTab(region, workspaceUid);

  if (query.isPending) return <Loader size="sm" aria-label="Loading custom tabs" />;
  if (query.isError) {
    return (
      <SectionLoadError title="Could not load the custom tabs" error={query.error} onRetry={() => query.refetch()} />
    );
  }
  const { tabs } = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>Custom Tabs</Title>
        <Button onClick={() => setEditing(null)}>Add tab</Button>
      </Group>
      {tabs.length === 0 ? (
        <Text c="dimmed">No custom tabs yet. Add a page of your own to your clients' dashboard.</Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Custom tabs">
          {tabs.map((tab) => (
            <Card key={tab.id} withBorder padding="sm" role="listitem" aria-label={tab.label}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  {tab.iconUrl ? <Image src={tab.iconUrl} w={24} h={24} alt="" /> : null}
                  <Stack gap={0}>
                    <Text fw={600}>{tab.label}</Text>
                    <Text size="xs" c="dimmed">
                      {tab.href} · {tab.pageType === 'html' ? 'HTML' : 'Iframe'}
                      {tab.alwaysVisible ? ' · Always visible' : ''}
                    </Text>
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    href={`${previewOrigin}${tabPreviewPath(region, tab.href)}`}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                  >
                    <Group gap={4}>
                      Preview <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                  <Button variant="default" size="xs" onClick={() => setEditing(tab)}>
                    Edit
                  </Button>
                  <Button variant="light" color="red" size="xs" onClick={() => setDeleting(tab)}>
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${editing.label}` : 'New tab'}
        size="xl"
      >
        {editing !== undefined ? (
          <CustomTabForm
            region={region}
            workspaceUid={workspaceUid}
            tabs={tabs}
            editing={editing}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete tab"
        name={deleting?.label ?? ''}
        consequence="will be removed from your clients' dashboard, with its icon."
        remove={() => remove.mutateAsync(deleting?.id ?? '')}
        pending={remove.isPending}
        deletedNotice="Tab deleted"
        failedNotice="Could not delete the tab"
      />
    </Stack>
  );
}
