import { META_PAGE_REMOVE_FAILED, META_PAGE_REMOVED, type WorkspaceMetaPages } from '@agent-platform/core';
import { Anchor, Paper, Table } from '@mantine/core';
import { IconBrandMeta } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { IntegrationPage } from '../../../ui/integration-page';
import { RemoveButton } from '../../../ui/remove-button';
import { agentTabPath } from '../../agent-shell/agent-shell-paths';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { useRemoveMetaPage, useWorkspaceMetaPages } from './use-meta-pages';

/** `/meta-pages` (Integrations): every Facebook page connected to one of the workspace's agents, with Remove. */
export function MetaPagesPage() {
  const { workspace } = useCurrentWorkspace();
  const pages = useWorkspaceMetaPages(workspace.region, workspace.uid);
  return (
    <IntegrationPage
      title="Meta Pages"
      description="The Facebook pages your agents answer on Messenger, and the Instagram accounts linked to them. Connect a page from an agent's Channels tab."
      query={pages}
      errorTitle="Error loading pages"
    >
      {(data) =>
        data.pages.length === 0 ? (
          <EmptyState icon={<IconBrandMeta size={24} />} title="No pages connected">
            Open an agent's Channels tab and connect Instagram or Messenger: its pages show here.
          </EmptyState>
        ) : (
          <PagesTable pages={data.pages} />
        )
      }
    </IntegrationPage>
  );
}

function PagesTable({ pages }: { pages: WorkspaceMetaPages['pages'] }) {
  const { workspace } = useCurrentWorkspace();
  const remove = useRemoveMetaPage(workspace.region);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Connected pages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Page</Table.Th>
              <Table.Th>Page ID</Table.Th>
              <Table.Th>Instagram</Table.Th>
              <Table.Th>Agent</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.map((page) => (
              <Table.Tr key={page.pageId}>
                <Table.Td>{page.pageName}</Table.Td>
                <Table.Td>{page.pageId}</Table.Td>
                <Table.Td>{page.igPageName ? `@${page.igPageName}` : '—'}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={agentTabPath(workspace.region, page.agentId, 'channels')}>
                    {page.agentTitle}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <RemoveButton
                    aria-label={`Remove ${page.pageName}`}
                    mutation={remove}
                    variables={{ agentId: page.agentId, pageId: page.pageId }}
                    loading={remove.isPending && remove.variables?.pageId === page.pageId}
                    removedMessage={META_PAGE_REMOVED}
                    failedMessage={META_PAGE_REMOVE_FAILED}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
