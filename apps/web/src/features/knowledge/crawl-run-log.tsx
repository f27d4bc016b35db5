import type { Region } from '@agent-platform/core';
import { Anchor, Badge, Skeleton, Table, Text } from '@mantine/core';
import { SectionLoadError } from '../../ui/section-load-error';
import { formatKbDate } from './format-kb-date';
import { KbStatusBadge } from './kb-status-badge';
import { useKnowledgeCrawlPages } from './use-knowledge-crawls';

/** A crawl's run log: each page it found, its status, and why it failed or was skipped when it was. */
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
  const log = useKnowledgeCrawlPages(region, workspaceUid, crawlId, running);
  if (log.isError) {
    return <SectionLoadError title="Error loading the run log" error={log.error} onRetry={() => log.refetch()} />;
  }
  if (log.isPending) return <Skeleton height={80} radius="md" />;
  if (log.data.pages.length === 0 && log.data.skipped.length === 0) {
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
        {log.data.pages.map((page) => (
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
        {log.data.skipped.map((page) => (
          <Table.Tr key={page.url} data-testid="crawl-page-row">
            <Table.Td maw={420}>
              <Anchor href={page.url} target="_blank" rel="noreferrer" size="sm" truncate="end">
                {page.url}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge color="gray" variant="outline">
                SKIPPED
              </Badge>
              <Text size="xs" c="dimmed" mt={4}>
                {page.message}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatKbDate(page.skippedAt)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
