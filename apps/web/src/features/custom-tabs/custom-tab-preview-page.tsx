import { type CustomTab, customTabPagePath, normalisedTabHref, type Region } from '@agent-platform/core';
import { Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useCustomTabs } from './use-custom-tabs';

/** Never allow-same-origin: with it, the agency's script could lift the sandbox of its own frame. */
const HTML_TAB_SANDBOX = 'allow-scripts allow-forms allow-popups';
/**
 * An iframe tab is a third party's page on its own origin, where allow-same-origin only gives it
 * its own cookies (its sign-in) back; it still cannot reach the dashboard's origin.
 */
const IFRAME_TAB_SANDBOX = `${HTML_TAB_SANDBOX} allow-same-origin`;

/**
 * `/app/{region}/c{tabHref}` (spec 001 §2): an agency custom tab, full size. HTML tabs come from the
 * tab origin in a sandboxed frame, so their scripts never see the dashboard's cookies or page.
 */
export function CustomTabPreviewPage() {
  const { workspace } = useCurrentWorkspace();
  const params = useParams();
  const region = workspace.region;
  const href = normalisedTabHref(`/${params['*'] ?? ''}`);
  const query = useCustomTabs(region, workspace.uid);

  if (query.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label="Loading the tab" />
      </Center>
    );
  }
  if (query.isError) {
    return <SectionLoadError title="Could not load this tab" error={query.error} onRetry={() => query.refetch()} />;
  }
  const tab = query.data.tabs.find((candidate) => candidate.href === href);
  if (!tab) return <TabNotFound href={href} />;
  return (
    <Box h="calc(100vh - var(--app-shell-header-height, 0px) - 2rem)" mih={400}>
      <TabFrame tab={tab} region={region} workspaceUid={workspace.uid} tabOrigin={query.data.tabOrigin} />
    </Box>
  );
}

function TabFrame({
  tab,
  region,
  workspaceUid,
  tabOrigin,
}: {
  tab: CustomTab;
  region: Region;
  workspaceUid: string;
  tabOrigin: string;
}) {
  const html = tab.pageType === 'html';
  return (
    <iframe
      title={tab.label}
      src={html ? `${tabOrigin}${customTabPagePath(region, workspaceUid, tab.id)}` : tab.iframeUrl}
      sandbox={html ? HTML_TAB_SANDBOX : IFRAME_TAB_SANDBOX}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
    />
  );
}

function TabNotFound({ href }: { href: string }) {
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="xs">
        <Title order={2}>Tab not found</Title>
        <Text c="dimmed" ta="center">
          No custom tab has the URL {href}. It may have been renamed or deleted in the agency settings.
        </Text>
      </Stack>
    </Center>
  );
}
