import { CLIENT_AGENTS_LOAD_FAILED_MESSAGE, type ClientSession } from '@agent-platform/core';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { isAgentPage } from '../../features/agent-shell/agent-shell-paths';
import { NewAgentDrawerHost } from '../../features/agents/new-agent-drawer';
import { ClientAccessDisabledScreen } from '../../features/client-auth/client-access-disabled-screen';
import { ClientDashboardProvider } from '../../features/client-dashboard/client-dashboard-context';
import { ClientShellSkeleton } from '../../features/client-dashboard/client-shell-skeleton';
import { ClientTopBar } from '../../features/client-dashboard/client-top-bar';
import { useClientAgents } from '../../features/client-dashboard/use-client-agents';
import { useClientNewAgentTarget } from '../../features/client-dashboard/use-client-new-agent-target';
import { useGoOnlineOnEntering } from '../../features/client-dashboard/use-go-online-on-entering';
import { LoadError } from '../../ui/load-error';

/**
 * The signed-in client's dashboard on an agency's host (spec 001 §2 "Client top bar"): its agents'
 * pages, its agency's custom tabs and its onboarding; any other dashboard address goes back to the entry.
 */
/** `/app/{region}/c{tabHref}`: one of the agency's custom tabs (spec 001 §2). */
const isCustomTabPage = (pathname: string) => matchPath('/app/:region/c/*', pathname) !== null;

export function ClientShell({ session }: { session: ClientSession }) {
  const disabled = session.org.settings.disableClientAccess;
  const agents = useClientAgents({ enabled: !disabled });
  const { pathname } = useLocation();
  useGoOnlineOnEntering(session);
  const newAgentTarget = useClientNewAgentTarget(session);
  const value = useMemo(() => ({ session, agents: agents.data?.agents ?? [], preview: false }), [session, agents.data]);

  if (disabled) return <ClientAccessDisabledScreen message={session.org.settings.disableClientAccessMessage} />;
  if (agents.isPending) return <ClientShellSkeleton />;
  if (agents.isError)
    return (
      <LoadError title={CLIENT_AGENTS_LOAD_FAILED_MESSAGE} error={agents.error} onRetry={() => agents.refetch()} />
    );

  // An agent page draws the top bar above its own shell, and so does a custom tab's page.
  if (isAgentPage(pathname) || isCustomTabPage(pathname)) {
    return (
      <ClientDashboardProvider value={value}>
        <NewAgentDrawerHost target={newAgentTarget}>
          <Outlet />
        </NewAgentDrawerHost>
      </ClientDashboardProvider>
    );
  }
  if (!matchPath('/app/:region/client/onboarding', pathname)) return <Navigate to="/" replace />;
  return (
    <ClientDashboardProvider value={value}>
      <NewAgentDrawerHost target={newAgentTarget}>
        <ClientTopBar />
        <Box p="xl">
          <Outlet />
        </Box>
      </NewAgentDrawerHost>
    </ClientDashboardProvider>
  );
}
