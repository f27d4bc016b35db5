import type { AgencyDomains, Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { DomainDeps } from './domain-deps.js';
import { domainTargets } from './domain-targets.js';
import { getWhitelabelState } from './get-whitelabel-state.js';
import { agencyDomains } from './schema.js';
import { toAgencyDomain } from './to-agency-domain.js';

export async function getAgencyDomains(deps: DomainDeps, region: Region, workspaceUid: string): Promise<AgencyDomains> {
  const db = deps.regions.db(region);
  const rows = await db.select().from(agencyDomains).where(eq(agencyDomains.workspaceUid, workspaceUid));
  const targets = domainTargets(deps.config);
  const of = (kind: 'subdomain' | 'custom') => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toAgencyDomain(row, targets) : null;
  };
  return {
    rootDomain: deps.config.agencyDomains.rootDomain,
    subdomain: of('subdomain'),
    custom: of('custom'),
    whitelabel: await getWhitelabelState(db, { uid: workspaceUid }),
  };
}
