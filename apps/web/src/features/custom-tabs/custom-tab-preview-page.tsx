import { normalisedTabHref, type ShellCustomTab, shellCustomTabs, visibleTabs } from '@agent-platform/core';
import { Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { SectionLoadError } from '../../ui/section-load-error';
import { clientViewer, tabRules } from '../agent-shell/agent-shell-viewer';
import { ClientAgentFrame } from '../client-dashboard/client-agent-frame';
import { useClientDashboard, useClientViewer } from '../client-dashboard/client-dashboard-context';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useClientCustomTabs } from './use-client-custom-tabs';
import { useCustomTabs } from './use-custom-tabs';

/** Never allow-same-origin: with it, the agency's script could lift the sandbox of its own frame. */
const HTML_TAB_SANDBOX = 'allow-scripts allow-forms allow-popups';
/**
 * An iframe tab is a third party's page on its own origin, where allow-same-origin only gives it
 * its own cookies (its sign-in) back; it still cannot reach the dashboard's origin.
 */
const IFRAME_TAB_SANDBOX = `${HTML_TAB_SANDBOX} allow-same-origin`;
const FRAME_HEIGHT = 'calc(100vh - var(--app-shell-header-height, 0px) - 2rem)';

/**
 * `/app/{region}/c{tabHref}` (spec 001 §2): an agency custom tab, full size: the owner's preview in
 * its own shell, or a signed-in client's tab beside its agent tabs. HTML tabs come from the tab
 * origin in a sandboxed frame, so their scripts never see the dashboard's cookies or page.
 */
export function CustomTabPreviewPage() {
  const client = useClientViewer();
  return client ? <ClientCustomTabPage /> : <OwnerCustomTabPage />;
}

const useTabHref = () => normalisedTabHref(`/${useParams()['*'] ?? ''}`);

function OwnerCustomTabPage() {
  const { workspace } = useCurrentWorkspace();
  const region = workspace.region;
  const href = useTabHref();
  const query = useCustomTabs(region, workspace.uid);
  const tabs = useMemo(
    () =>
      query.data
        ? shellCustomTabs(query.data.tabs, { region, workspaceUid: workspace.uid, tabOrigin: query.data.tabOrigin })
        : undefined,
    [query.data, region, workspace.uid],
  );

  if (query.isError) {
    return <SectionLoadError title="Could not load this tab" error={query.error} onRetry={() => query.refetch()} />;
  }
  return <TabPage tabs={tabs} href={href} />;
}

/** A client's tab: only those it may see; its sidebar leads back to the agent it came from. */
function ClientCustomTabPage() {
  const { session, agents } = useClientDashboard();
  const href = useTabHref();
  const state = useLocation().state as { agentId?: string } | null;
  const query = useClientCustomTabs();
  const agentTabs = useMemo(() => visibleTabs(tabRules(clientViewer(session), false)), [session]);
  const agentId = agents.find((agent) => agent.id === state?.agentId)?.id ?? agents[0]?.id;

  return (
    <ClientAgentFrame
      region={session.region}
      agentId={agentId ?? ''}
      tabs={agentId ? agentTabs : []}
      customTabs={query.data?.tabs}
      currentCustomTab={href}
    >
      <Box p={{ base: 'md', sm: 'xl' }}>
        {query.isError ? (
          <SectionLoadError title="Could not load this tab" error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <TabPage tabs={query.data?.tabs} href={href} />
        )}
      </Box>
    </ClientAgentFrame>
  );
}

function TabPage({ tabs, href }: { tabs: readonly ShellCustomTab[] | undefined; href: string }) {
  if (!tabs) {
    return (
      <Center mih="50vh">
        <Loader aria-label="Loading the tab" />
      </Center>
    );
  }
  const tab = tabs.find((candidate) => candidate.href === href);
  if (!tab) return <TabNotFound href={href} />;
  return (
    <Box h={FRAME_HEIGHT} mih={400}>
      <iframe
        title={tab.label}
        src={tab.pageUrl}
        sandbox={tab.pageType === 'html' ? HTML_TAB_SANDBOX : IFRAME_TAB_SANDBOX}
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    </Box>
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
