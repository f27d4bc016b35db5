import {
  type AgencyDomain,
  INVALID_DOMAIN_MESSAGE,
  isHostName,
  SUBDOMAIN_REQUIRED_MESSAGE,
  type SubdomainBody,
  subdomainOf,
} from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import type { AuditBy } from '../audit-log/index.js';
import type { DomainDeps } from './domain-deps.js';
import { domainTargets } from './domain-targets.js';
import { putAgencyDomain } from './put-agency-domain.js';
import { scheduleDomainRecheck } from './recheck-agency-domain.js';
import { toAgencyDomain } from './to-agency-domain.js';

export const RESERVED_SUBDOMAIN_MESSAGE = 'This subdomain is reserved. Please choose another one.';

/** Saves the agency's subdomain of the root domain (spec 001 §5), verified at once. */
export async function saveSubdomain(
  deps: DomainDeps,
  access: WorkspaceAccess,
  body: SubdomainBody,
  by: AuditBy,
): Promise<AgencyDomain> {
  const domain = subdomainOf(body.subdomain, deps.config.agencyDomains.rootDomain);
  if (!domain) throw new AppError('VALIDATION_FAILED', SUBDOMAIN_REQUIRED_MESSAGE, { field: 'subdomain' });
  if (!isHostName(domain)) throw new AppError('VALIDATION_FAILED', INVALID_DOMAIN_MESSAGE, { field: 'subdomain' });
  // The custom tabs' own origin may sit under the root domain too (`tabs.localhost`); it is never an agency's.
  if (domain === new URL(deps.config.customTabOrigin).hostname) {
    throw new AppError('VALIDATION_FAILED', RESERVED_SUBDOMAIN_MESSAGE, { field: 'subdomain' });
  }
  const { row, isNew } = await putAgencyDomain(deps, access, 'subdomain', domain, by);
  if (isNew) await scheduleDomainRecheck(deps, access.region, row);
  return toAgencyDomain(row, domainTargets(deps.config));
}
