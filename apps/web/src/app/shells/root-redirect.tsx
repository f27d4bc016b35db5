import { Navigate } from 'react-router';
import { useMe } from '../../features/auth/use-me';
import { ClientEntry } from '../../features/client-auth/client-entry';
import { dashboardPath } from '../../features/workspaces/workspace-paths';
import { FullPageLoader } from '../../ui/full-page-loader';
import { useTenantBranding } from '../tenant-branding';

/** `/`: the client entry on an agency's host (spec 001 §2); elsewhere the owner's. */
export function RootRedirect() {
  return useTenantBranding().agency ? <ClientEntry /> : <OwnerRootRedirect />;
}

/** Signed-in owners go to their agents (or onboarding), everyone else to /login. */
function OwnerRootRedirect() {
  const me = useMe({ onlyIfSignedIn: true });
  if (me.isLoading) return <FullPageLoader />;
  if (!me.data) return <Navigate to="/login" replace />;
  return <Navigate to={dashboardPath(me.data)} replace />;
}
