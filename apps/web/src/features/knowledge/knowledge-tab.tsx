import {
  isKbDocProcessing,
  KB_REFRESH_RATE_LABELS,
  type KbCrawl,
  type KbDoc,
  type KbFormat,
  type KbRefreshRate,
  type Region,
} from '@agent-platform/core';
import { Alert, Card, Group, Loader, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEye, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { RowAction } from '../../ui/row-action';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { AddKnowledgeCard } from './add-knowledge-card';
import { DocTagsEditor } from './doc-tags-editor';
import { DocTextModal } from './doc-text-modal';
import { formatKbDate } from './format-kb-date';
import { KbStatusBadge } from './kb-status-badge';
import { RefreshRateSelect } from './refresh-rate-select';
import { useKnowledgeDocs } from './use-knowledge-docs';
import { useDeleteKnowledgeDoc, useReindexKnowledgeDoc, useUpdateKnowledgeDoc } from './use-knowledge-mutations';

const FORMAT_LABELS: Record<KbFormat, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'TXT',
  md: 'Markdown',
  csv: 'CSV',
  html: 'HTML',
  qa: 'Q&A',
  page: 'Web page',
};

const number = new Intl.NumberFormat('en-US');

/** The agent's Knowledge tab (`kb`): add documents, follow their processing, read, re-index and delete them. */
export function KnowledgeTab() {
  const { region, agentId } = useAgentShell();
  const docs = useKnowledgeDocs(region, agentId);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Knowledge
      </Title>
      <AddKnowledgeCard region={region} agentId={agentId} />
      {docs.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(docs.error)}
        </Alert>
      ) : docs.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>Documents</Text>
              <Text size="sm" c="dimmed">
                {number.format(docs.data.usage.charCount)} of {number.format(docs.data.usage.maxKbDocsCharCount)}{' '}
                characters used in this workspace
              </Text>
            </Group>
            {docs.data.crawls.length > 0 && <CrawlList crawls={docs.data.crawls} />}
            {docs.data.docs.length === 0 ? (
              <Text size="sm" c="dimmed">
                No documents yet. Add a file, a web page or a Q&A above.
              </Text>
            ) : (
              <DocTable region={region} agentId={agentId} docs={docs.data.docs} />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** Each website crawl with its progress: pages found, done and failed, or why it stopped. */
function CrawlList({ crawls }: { crawls: KbCrawl[] }) {
  return (
    <Stack gap={4} aria-label="Website crawls">
      {crawls.map((crawl) => (
        <Group key={crawl.ID} gap="xs" wrap="nowrap">
          {isKbDocProcessing(crawl.status) && <Loader size={12} />}
          <Text size="sm" fw={500} truncate>
            Website {crawl.url}
          </Text>
          <Text size="sm" c={crawl.status === 'ERROR' ? 'red' : 'dimmed'}>
            {crawl.status === 'ERROR'
              ? crawl.error
              : `${crawl.pagesFound} pages found · ${crawl.pagesDone} done · ${crawl.pagesFailed} failed${
                  crawl.pagesSkipped > 0 ? ` · ${crawl.pagesSkipped} skipped` : ''
                }`}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function DocTable({ region, agentId, docs }: { region: Region; agentId: string; docs: KbDoc[] }) {
  const [viewing, setViewing] = useState<KbDoc>();
  const [deleting, setDeleting] = useState<KbDoc>();
  const remove = useDeleteKnowledgeDoc(region, agentId);
  const reindex = useReindexKnowledgeDoc(region, agentId);
  const update = useUpdateKnowledgeDoc(region, agentId);

  const changeRefreshRate = (doc: KbDoc, refreshRate: KbRefreshRate) =>
    update.mutate(
      { docId: doc.ID, body: { refreshRate } },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: `Could not change the refresh: ${errorMessage(error)}`,
            autoClose: 5000,
          }),
      },
    );

  const startReindex = (doc: KbDoc) =>
    reindex.mutate(doc.ID, {
      onError: (error) =>
        notifications.show({ color: 'red', message: `Could not re-index: ${errorMessage(error)}`, autoClose: 5000 }),
    });

  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" aria-label="Knowledge documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Characters</Table.Th>
              <Table.Th ta="right">Chunks</Table.Th>
              <Table.Th>Tags</Table.Th>
              <Table.Th>Refresh</Table.Th>
              <Table.Th>Last refresh</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((doc) => (
              <Table.Tr key={doc.ID} data-testid="kb-doc-row">
                <Table.Td maw={260}>
                  <Text size="sm" fw={500} truncate="end" title={doc.url ?? doc.name}>
                    {doc.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{FORMAT_LABELS[doc.format]}</Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <KbStatusBadge status={doc.status} error={doc.error} />
                </Table.Td>
                <Table.Td ta="right">{number.format(doc.charCount)}</Table.Td>
                <Table.Td ta="right">{number.format(doc.chunkCount)}</Table.Td>
                <Table.Td>
                  <DocTagsEditor doc={doc} save={(tags) => update.mutateAsync({ docId: doc.ID, body: { tags } })} />
                </Table.Td>
                <Table.Td>
                  {doc.sourceType === 'url' ? (
                    <RefreshRateSelect
                      label={`Refresh of ${doc.name}`}
                      value={doc.refreshRate}
                      onChange={(refreshRate) => changeRefreshRate(doc, refreshRate)}
                    />
                  ) : (
                    <Text size="sm">{KB_REFRESH_RATE_LABELS[doc.refreshRate]}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatKbDate(doc.lastRefreshAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <RowAction
                      tip="View text"
                      label={`View text of ${doc.name}`}
                      icon={<IconEye size={18} />}
                      onClick={() => setViewing(doc)}
                    />
                    <RowAction
                      tip="Re-index"
                      label={`Re-index ${doc.name}`}
                      icon={<IconRefresh size={18} />}
                      disabled={isKbDocProcessing(doc.status)}
                      onClick={() => startReindex(doc)}
                    />
                    <RowAction
                      tip="Delete"
                      label={`Delete ${doc.name}`}
                      icon={<IconTrash size={18} />}
                      color="red"
                      onClick={() => setDeleting(doc)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DocTextModal region={region} agentId={agentId} doc={viewing} onClose={() => setViewing(undefined)} />
      <ConfirmDeleteModal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title="Delete document"
        name={deleting?.name ?? ''}
        consequence="will be deleted, and the agent will no longer answer from it."
        remove={() => remove.mutateAsync(deleting?.ID ?? '')}
        pending={remove.isPending}
        deletedNotice="The document was deleted."
        failedNotice="Could not delete the document"
      />
    </>
  );
}
