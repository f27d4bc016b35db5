import { Navigate, Outlet, useParams } from 'react-router';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { agentsPath, regionFromQuery } from '../../features/workspaces/workspace-paths';
import { NotFoundPage } from '../../ui/not-found-page';

/** `/app/:region/...`: the region must be one we serve and one the user has a workspace in. */
export function RegionRoute() {
  const params = useParams();
  const { workspace } = useCurrentWorkspace();
  const region = regionFromQuery(params.region ?? null);

  if (!region) return <NotFoundPage />;
  if (workspace.region !== region) return <Navigate to={agentsPath(workspace.region)} replace />;
  return <Outlet />;
}
