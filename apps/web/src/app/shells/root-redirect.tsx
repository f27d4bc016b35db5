import { Navigate } from 'react-router';
import { useMe } from '../../features/auth/use-me';
import { dashboardPath } from '../../features/workspaces/workspace-paths';
import { FullPageLoader } from '../../ui/full-page-loader';

/** `/`: signed-in owners go to their agents (or onboarding), everyone else to /login. */
export function RootRedirect() {
  const me = useMe({ onlyIfSignedIn: true });
  if (me.isLoading) return <FullPageLoader />;
  if (!me.data) return <Navigate to="/login" replace />;
  return <Navigate to={dashboardPath(me.data)} replace />;
}
