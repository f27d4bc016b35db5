import { CLIENT_REFRESH_FAILED_MESSAGE } from '@agent-platform/core';
import { Navigate } from 'react-router';
import { mayBeSignedIn } from '../../features/auth/use-me';
import { useClientSession } from '../../features/client-auth/use-client-session';
import { ClientShellSkeleton } from '../../features/client-dashboard/client-shell-skeleton';
import { LoadError } from '../../ui/load-error';
import { useTenantBranding } from '../tenant-branding';
import { ClientShell } from './client-shell';
import { OwnerShell } from './owner-shell';

/**
 * The dashboard's pages: the owner's shell, except on an agency's host for a signed-in client,
 * who gets the client shell. The agency owner (signed in with the admin link) keeps the owner's.
 */
export function DashboardShell() {
  const onAgencyHost = Boolean(useTenantBranding().agency);
  return onAgencyHost ? <AgencyHostShell /> : <OwnerShell />;
}

function AgencyHostShell() {
  const session = useClientSession();
  if (session.isPending) return <ClientShellSkeleton />;
  if (session.isError)
    return <LoadError title={CLIENT_REFRESH_FAILED_MESSAGE} error={session.error} onRetry={() => session.refetch()} />;
  if (session.data) return <ClientShell session={session.data} />;
  // Nobody signed in here (or the client's session just ended): the agency's entry.
  if (!mayBeSignedIn()) return <Navigate to="/" replace />;
  return <OwnerShell />;
}
