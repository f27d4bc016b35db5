import { type AgencyDomain, DOMAIN_STATUS_TEXTS } from '@agent-platform/core';

/** The status line under a domain (spec 000 §4): while the first check runs, then per status. */
export function domainStatusText(domain: AgencyDomain, checking: boolean): string {
  if (checking) return DOMAIN_STATUS_TEXTS.checking;
  if (domain.status === 'pending') return DOMAIN_STATUS_TEXTS.notVerified;
  if (domain.status === 'verified') return DOMAIN_STATUS_TEXTS.generatingCertificate;
  return DOMAIN_STATUS_TEXTS.live;
}
