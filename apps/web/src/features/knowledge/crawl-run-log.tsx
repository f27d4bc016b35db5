import type { Region } from '@agent-platform/core';
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { SectionLoadError } from '../../ui/section-load-error';
import { formatKbDate } from './format-kb-date';
import { KbStatusBadge } from './kb-status-badge';
import { useKnowledgeCrawlPages } from './use-knowledge-crawls';

/** A crawl's run log: each page it found, its status, and why it failed when it did. */
export function CrawlRunLog({
  region,
  workspaceUid,
  crawlId,
  running,
}: {
  region: Region;
  workspaceUid: string;
  crawlId: string;
  running: boolean;
}) {
  const pages = useKnowledgeCrawlPages(region, workspaceUid, crawlId, running);
  if (pages.isError) {
    return <SectionLoadError title="Error loading the run log" error={pages.error} onRetry={() => pages.refetch()} />;
  }
  if (pages.isPending) return <Skeleton height={80} radius="md" />;
  if (pages.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {running ? 'Looking for pages…' : 'No pages were found.'}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={6} aria-label="Run log" withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Page</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Last read</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pages.data.map((page) => (
          <Table.Tr key={page.ID} data-testid="crawl-page-row">
            <Table.Td maw={420}>
              <Anchor href={page.url ?? undefined} target="_blank" rel="noreferrer" size="sm" truncate="end">
                {page.url ?? page.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <KbStatusBadge status={page.status} error={page.error} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatKbDate(page.lastRefreshAt)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
