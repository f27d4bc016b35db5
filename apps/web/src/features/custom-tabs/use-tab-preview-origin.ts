import type { AgencyDomain, Region } from '@agent-platform/core';
import { useAgencyDomains } from '../domains/use-agency-domains';

const verified = (domain: AgencyDomain | null) => (domain && domain.status !== 'pending' ? domain.domain : null);

/**
 * Where a tab's preview opens (spec 001 §2): the agency's verified custom domain, else its verified
 * subdomain, else the current host; on this page's scheme and port, so `acme.localhost:3000` works.
 */
export function useTabPreviewOrigin(region: Region, workspaceUid: string): string {
  const { data } = useAgencyDomains(region, workspaceUid);
  const host = (data && (verified(data.custom) ?? verified(data.subdomain))) ?? window.location.hostname;
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${host}${port}`;
}

/** The preview route of a tab: `/app/{region}/c{tabHref}`. */
export const tabPreviewPath = (region: Region, href: string) => `/app/${region}/c${href}`;
