import { DEFAULT_AGENT_TAB, isAgentTabPath, REGIONS, type Region } from '@agent-platform/core';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { ClientAgentShellRoute } from '../client-dashboard/client-agent-shell-route';
import { useClientViewer } from '../client-dashboard/client-dashboard-context';
import { useOwnerShellCustomTabs } from '../custom-tabs/use-owner-shell-custom-tabs';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useSelectedWorkspace } from '../workspaces/selected-workspace';
import { agentsPath, regionFromQuery } from '../workspaces/workspace-paths';
import { AgentShell } from './agent-shell';
import { AgentShellProvider } from './agent-shell-context';
import { agentTabPath } from './agent-shell-paths';
import { AgentShellSkeleton } from './agent-shell-skeleton';
import { UnpublishedAgentGuard } from './unpublished-agent-guard';
import { useAgent } from './use-agent';

/** `/app/:region/agents/:agentId/:tab`: finds the agent (in the other region if need be) and opens its shell. */
export function AgentShellRoute() {
  const client = useClientViewer();
  const params = useParams();
  // A client of an agency: its own agents and tabs only (spec 002 §6).
  if (client) return <ClientAgentShellRoute />;
  const region = regionFromQuery(params.region ?? null);
  const agentId = params.agentId ?? '';
  // RegionRoute lets only known regions through.
  if (!region) return <Navigate to="/" replace />;
  return <AgentLoader key={`${region}:${agentId}`} region={region} agentId={agentId} tab={params.tab} />;
}

function AgentLoader({ region, agentId, tab }: { region: Region; agentId: string; tab: string | undefined }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { workspace, workspaces } = useCurrentWorkspace();
  const [selected, selectWorkspace] = useSelectedWorkspace();
  const otherRegion = REGIONS.find((candidate) => candidate !== region) ?? region;

  const here = useAgent(region, agentId);
  const notHere = isApiError(here.error, 404);
  const there = useAgent(otherRegion, agentId, notHere);
  const tabPath = isAgentTabPath(tab) ? tab : DEFAULT_AGENT_TAB;

  // Spec 002 §4.5: not in this region: the other region is checked and the user moved there; otherwise to the list.
  useEffect(() => {
    if (!notHere) return;
    if (there.data) navigate(`${agentTabPath(otherRegion, agentId, tabPath)}${search}`, { replace: true });
    else if (isApiError(there.error, 404)) navigate(agentsPath(region), { replace: true });
  }, [notHere, there.data, there.error, navigate, otherRegion, agentId, tabPath, search, region]);

  // Opening an agent makes its workspace the current one, so the switchers and the list agree with the page.
  const owner = here.data ? workspaces.find((w) => w.uid === here.data.workspaceUid && w.region === region) : undefined;
  // Spec 002 §6: the agency's owner sees its custom tabs; agency settings belong to the workspace owner.
  const customTabs = useOwnerShellCustomTabs(region, owner?.uid ?? '', owner?.role === 'owner');
  useEffect(() => {
    if (owner && workspace.uid !== owner.uid && selected?.uid !== owner.uid) {
      selectWorkspace({ uid: owner.uid, region: owner.region });
    }
  }, [owner, workspace.uid, selected?.uid, selectWorkspace]);

  if (!tab) return <Navigate to={`${agentTabPath(region, agentId, DEFAULT_AGENT_TAB)}${search}`} replace />;

  const failure =
    here.error && !notHere ? here.error : notHere && there.error && !isApiError(there.error, 404) ? there.error : null;
  // Spec 002 §6: without access to the agent, a skeleton placeholder is all there is.
  if (failure && !isApiError(failure, 403)) {
    return (
      <LoadError
        title="Could not load the agent"
        error={failure}
        onRetry={() => (notHere ? there.refetch() : here.refetch())}
      />
    );
  }
  if (!here.data) return <AgentShellSkeleton />;

  return (
    <AgentShellProvider response={here.data} tab={tabPath}>
      <AgentShell tabParam={tab} customTabs={customTabs} />
      <UnpublishedAgentGuard />
    </AgentShellProvider>
  );
}
