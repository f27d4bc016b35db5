import { type AgencyDomain, WHITELABEL_REQUIRED_MESSAGE } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import type { AuditBy } from '../audit-log/index.js';
import { checkDomainRow } from './check-agency-domain.js';
import type { DomainDeps } from './domain-deps.js';
import { domainTargets } from './domain-targets.js';
import { hasWhitelabelEntitlement } from './has-whitelabel-entitlement.js';
import { putAgencyDomain } from './put-agency-domain.js';
import { scheduleDomainRecheck } from './recheck-agency-domain.js';
import { scheduleDnsReminder } from './send-dns-reminder.js';
import { toAgencyDomain } from './to-agency-domain.js';

/**
 * Saves the agency's custom domain (already lowercased, stripped and checked by the contract) and
 * checks it at once (spec 000 §4); a reminder follows a day later unless it is verified by then.
 */
export async function saveCustomDomain(
  deps: DomainDeps,
  access: WorkspaceAccess,
  domain: string,
  by: AuditBy,
): Promise<AgencyDomain> {
  if (!(await hasWhitelabelEntitlement(deps.regions.db(access.region), access))) {
    throw new AppError('PLAN_LIMIT', WHITELABEL_REQUIRED_MESSAGE);
  }
  const { row, isNew } = await putAgencyDomain(deps, access, 'custom', domain, by);
  if (!isNew) return toAgencyDomain(row, domainTargets(deps.config));
  await scheduleDnsReminder(deps, access, domain);
  await scheduleDomainRecheck(deps, access.region, row);
  const checked = await checkDomainRow(deps, access.region, row, by);
  return toAgencyDomain(checked.row, domainTargets(deps.config), checked.found);
}
