import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isAgentPage } from '../../features/agent-shell/agent-shell-paths';
import { useClientViewer } from '../../features/client-dashboard/client-dashboard-context';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { agentsPath, regionFromQuery } from '../../features/workspaces/workspace-paths';
import { NotFoundPage } from '../../ui/not-found-page';

/** `/app/:region/...`: the region must be one we serve and one the user has a workspace in. */
export function RegionRoute() {
  const client = useClientViewer();
  return client ? <ClientRegionRoute region={client.session.region} /> : <OwnerRegionRoute />;
}

/** A client's dashboard is in its agency's region; another region's address goes back to the entry. */
function ClientRegionRoute({ region }: { region: string }) {
  const params = useParams();
  if (params.region !== region) return <Navigate to="/" replace />;
  return <Outlet />;
}

function OwnerRegionRoute() {
  const params = useParams();
  const { workspace } = useCurrentWorkspace();
  const { pathname } = useLocation();
  const region = regionFromQuery(params.region ?? null);

  if (!region) return <NotFoundPage />;
  // An agent page looks for its agent in the other region itself and moves there (spec 002 §4.5).
  if (workspace.region !== region && !isAgentPage(pathname))
    return <Navigate to={agentsPath(workspace.region)} replace />;
  return <Outlet />;
}
