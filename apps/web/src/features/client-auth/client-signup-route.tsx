import type { ReactNode } from 'react';
import { useTenantBranding } from '../../app/tenant-branding';
import { FullPageLoader } from '../../ui/full-page-loader';
import { ClientSignupPage } from './client-signup-page';
import { useClientEntry } from './use-client-entry';

/** `/signup`: the client signup on an agency's host that allows it (spec 002 §2.10), else the owner's. */
export function ClientSignupRoute({ owner }: { owner: ReactNode }) {
  const onAgencyHost = Boolean(useTenantBranding().agency);
  return onAgencyHost ? <AgencyHostSignup owner={owner} /> : owner;
}

function AgencyHostSignup({ owner }: { owner: ReactNode }) {
  const entry = useClientEntry();
  if (entry.isPending) return <FullPageLoader />;
  return entry.data?.enableClientSignup ? <ClientSignupPage /> : owner;
}
