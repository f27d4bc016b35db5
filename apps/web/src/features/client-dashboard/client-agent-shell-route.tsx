import { type AgentTab, isAgentTabPath, type Region, visibleTabs } from '@agent-platform/core';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { AgentShell } from '../agent-shell/agent-shell';
import { AgentShellProvider } from '../agent-shell/agent-shell-context';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { AgentShellSkeleton } from '../agent-shell/agent-shell-skeleton';
import { type AgentShellViewer, clientViewer, tabRules } from '../agent-shell/agent-shell-viewer';
import { litTab } from '../agent-shell/agent-sidebar';
import { useAgent } from '../agent-shell/use-agent';
import { NoAccessScreen } from '../client-auth/no-access-screen';
import { useClientCustomTabs } from '../custom-tabs/use-client-custom-tabs';
import { regionFromQuery } from '../workspaces/workspace-paths';
import { ClientAgentFrame } from './client-agent-frame';
import { useClientDashboard } from './client-dashboard-context';
import { CLIENT_TOP_BAR_HEIGHT, ClientTopBar } from './client-top-bar';

/**
 * `/app/:region/agents/:agentId/:tab` for a client (spec 002 §6): only its own agents, only its
 * allowed tabs (another tab opens the first allowed one), under the client top bar.
 */
export function ClientAgentShellRoute() {
  const { session, agents } = useClientDashboard();
  const params = useParams();
  const { search } = useLocation();
  const region = regionFromQuery(params.region ?? null);
  const agentId = params.agentId ?? '';
  const viewer = useMemo(() => clientViewer(session), [session]);
  const allowed = useMemo(() => visibleTabs(tabRules(viewer, false)), [viewer]);

  // The agency's agents live in its region: an address with another goes back to the entry.
  if (region !== session.region) return <Navigate to="/" replace />;
  // Spec 002 §6: an agent that is not the client's shows only the placeholder.
  if (!agents.some((agent) => agent.id === agentId)) {
    return (
      <ClientAgentFrame region={region} agentId={agentId} tabs={[]}>
        <AgentShellSkeleton />
      </ClientAgentFrame>
    );
  }
  const first = allowed[0];
  if (!first) return <NoAccessScreen supportEmail={session.supportEmail} />;
  const tab = params.tab;
  // Canvas is the other view of Prompt: allowed with it.
  const tabAllowed = isAgentTabPath(tab) && allowed.some((candidate) => candidate.path === litTab(tab));
  if (!tabAllowed) return <Navigate to={`${agentTabPath(region, agentId, first.path)}${search}`} replace />;

  return <ClientAgentLoader key={agentId} region={region} agentId={agentId} tab={tab} viewer={viewer} tabs={allowed} />;
}

interface LoaderProps {
  region: Region;
  agentId: string;
  tab: Parameters<typeof litTab>[0];
  viewer: AgentShellViewer;
  tabs: readonly AgentTab[];
}

function ClientAgentLoader({ region, agentId, tab, viewer, tabs }: LoaderProps) {
  const agent = useAgent(region, agentId);
  const customTabs = useClientCustomTabs().data?.tabs;
  if (!agent.data) {
    const failed = agent.error && !isApiError(agent.error, 403) && !isApiError(agent.error, 404);
    return (
      <ClientAgentFrame region={region} agentId={agentId} tabs={tabs} customTabs={customTabs} current={tab}>
        {failed ? (
          <LoadError title="Could not load the agent" error={agent.error} onRetry={() => agent.refetch()} />
        ) : (
          <AgentShellSkeleton />
        )}
      </ClientAgentFrame>
    );
  }
  return (
    <AgentShellProvider response={agent.data} tab={tab}>
      <AgentShell
        tabParam={tab}
        viewer={viewer}
        customTabs={customTabs}
        banner={{ node: <ClientTopBar />, height: CLIENT_TOP_BAR_HEIGHT }}
      />
    </AgentShellProvider>
  );
}
