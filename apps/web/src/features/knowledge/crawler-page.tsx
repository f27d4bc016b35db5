import type { WorkspaceKbCrawl } from '@agent-platform/core';
import { ActionIcon, Anchor, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconPlayerPlay, IconSpider, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { EmptyState } from '../../ui/empty-state';
import { RowAction } from '../../ui/row-action';
import { SectionLoadError } from '../../ui/section-load-error';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { CrawlRunLog } from './crawl-run-log';
import { formatKbDate } from './format-kb-date';
import { KbStatusBadge } from './kb-status-badge';
import { RefreshRateSelect } from './refresh-rate-select';
import {
  isCrawlRunning,
  useDeleteKnowledgeCrawl,
  useKnowledgeCrawls,
  useRunKnowledgeCrawl,
  useUpdateKnowledgeCrawl,
} from './use-knowledge-crawls';

const COLUMNS = 11;

/**
 * `/automations` (Utilities: Crawler): every website crawl of the workspace's agents, with its
 * schedule, progress and run log; re-run, reschedule or delete one. Updates live while one runs.
 */
export function CrawlerPage() {
  useDocumentTitle('Crawler');
  const { workspace } = useCurrentWorkspace();
  const crawls = useKnowledgeCrawls(workspace.region, workspace.uid);

  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Crawler</Title>
          <Text c="dimmed" size="sm" maw={640}>
            The websites your agents learn from. Each crawl reads a site's pages into an agent's knowledge base and
            reads them again on its schedule.
          </Text>
        </Stack>
        {crawls.isError && !crawls.data ? (
          <SectionLoadError title="Error loading crawls" error={crawls.error} onRetry={() => crawls.refetch()} />
        ) : crawls.isPending ? (
          <Skeleton height={160} radius="md" aria-busy />
        ) : crawls.data.length === 0 ? (
          <EmptyState icon={<IconSpider size={24} />} title="No website crawls yet">
            Add a whole website in an agent's Knowledge tab, and its crawl shows here.
          </EmptyState>
        ) : (
          <CrawlTable crawls={crawls.data} />
        )}
      </Stack>
    </Container>
  );
}

function CrawlTable({ crawls }: { crawls: WorkspaceKbCrawl[] }) {
  const { workspace } = useCurrentWorkspace();
  const { region, uid } = workspace;
  const [open, setOpen] = useState<string>();
  const [deleting, setDeleting] = useState<WorkspaceKbCrawl>();
  const run = useRunKnowledgeCrawl(region, uid);
  const update = useUpdateKnowledgeCrawl(region, uid);
  const remove = useDeleteKnowledgeCrawl(region, uid);
  const failed = (what: string) => (error: Error) =>
    notifications.show({ color: 'red', message: `${what}: ${errorMessage(error)}`, autoClose: 5000 });

  return (
    <>
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="sm" aria-label="Website crawls">
          <Table.Thead>
            <Table.Tr>
              <Table.Th aria-label="Run log" w={40} />
              <Table.Th>Agent</Table.Th>
              <Table.Th>Website</Table.Th>
              <Table.Th>Schedule</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last run</Table.Th>
              <Table.Th ta="right">Found</Table.Th>
              <Table.Th ta="right">Done</Table.Th>
              <Table.Th ta="right">Failed</Table.Th>
              <Table.Th ta="right">Skipped</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {crawls.map((crawl) => {
              const running = isCrawlRunning(crawl);
              const expanded = open === crawl.ID;
              return (
                <Fragment key={crawl.ID}>
                  <Table.Tr data-testid="crawl-row">
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${expanded ? 'Hide' : 'Show'} run log of ${crawl.url}`}
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? undefined : crawl.ID)}
                      >
                        {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={agentTabPath(region, crawl.agentId, 'kb')} size="sm">
                        {crawl.agentName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" fw={500} truncate="end" title={crawl.url}>
                        {crawl.url}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RefreshRateSelect
                        label={`Schedule of ${crawl.url}`}
                        value={crawl.refreshRate}
                        onChange={(refreshRate) =>
                          update.mutate(
                            { crawlId: crawl.ID, refreshRate },
                            { onError: failed('Could not change the schedule') },
                          )
                        }
                      />
                      <Text size="xs" c="dimmed" mt={4}>
                        {crawl.refreshRate === 'never'
                          ? 'Not scheduled'
                          : `Next: ${crawl.nextRunAt ? formatKbDate(crawl.nextRunAt) : 'after this run'}`}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <KbStatusBadge status={crawl.status} error={crawl.error} running={running} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatKbDate(crawl.lastRunAt)}</Text>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="pages-found">
                      {crawl.pagesFound}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="pages-done">
                      {crawl.pagesDone}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="pages-failed">
                      <Text size="sm" c={crawl.pagesFailed > 0 ? 'red' : undefined}>
                        {crawl.pagesFailed}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="pages-skipped">
                      {crawl.pagesSkipped}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <RowAction
                          tip="Run again now"
                          label={`Run ${crawl.url} again`}
                          icon={<IconPlayerPlay size={18} />}
                          disabled={running}
                          onClick={() => run.mutate(crawl.ID, { onError: failed('Could not run the crawl') })}
                        />
                        <RowAction
                          tip="Delete"
                          label={`Delete ${crawl.url}`}
                          icon={<IconTrash size={18} />}
                          color="red"
                          onClick={() => setDeleting(crawl)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-default-hover)">
                        <CrawlRunLog region={region} workspaceUid={uid} crawlId={crawl.ID} running={running} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDeleteModal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title="Delete crawl"
        name={deleting?.url ?? ''}
        consequence="and the pages it read will be deleted, and the agent will no longer answer from them."
        remove={() => remove.mutateAsync(deleting?.ID ?? '')}
        pending={remove.isPending}
        deletedNotice="The crawl was deleted."
        failedNotice="Could not delete the crawl"
      />
    </>
  );
}
