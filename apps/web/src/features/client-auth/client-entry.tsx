import { CLIENT_REFRESH_FAILED_MESSAGE } from '@agent-platform/core';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadError } from '../../ui/load-error';
import { useMe } from '../auth/use-me';
import { dashboardPath } from '../workspaces/workspace-paths';
import { ClientLandingRedirect } from './client-landing-redirect';
import { ClientSignInPage } from './client-sign-in-page';
import { useClientSession } from './use-client-session';

/**
 * `/` on an agency's host (spec 001 §2): a signed-in client goes on to its dashboard, the agency
 * owner (signed in with the admin link) to theirs, and anyone else gets the client sign-in screen.
 */
export function ClientEntry() {
  const session = useClientSession();
  const me = useMe({ onlyIfSignedIn: true });

  if (session.isPending || me.isLoading) return <FullPageLoader />;
  if (session.isError)
    return <LoadError title={CLIENT_REFRESH_FAILED_MESSAGE} error={session.error} onRetry={() => session.refetch()} />;
  if (session.data) return <ClientLandingRedirect session={session.data} />;
  if (me.data) return <Navigate to={dashboardPath(me.data)} replace />;
  return <ClientSignInPage />;
}
