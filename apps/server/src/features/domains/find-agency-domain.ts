import type { DomainKind, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';
import type { AgencyDomainRow, DomainDeps } from './domain-deps.js';
import { agencyDomains } from './schema.js';

export const NO_DOMAIN_MESSAGE = 'No domain is set up here.';

/** The workspace's subdomain or custom domain; none set up is 404 in words. */
export async function findAgencyDomain(
  deps: Pick<DomainDeps, 'regions'>,
  region: Region,
  workspaceUid: string,
  kind: DomainKind,
): Promise<AgencyDomainRow> {
  const [row] = await deps.regions
    .db(region)
    .select()
    .from(agencyDomains)
    .where(and(eq(agencyDomains.workspaceUid, workspaceUid), eq(agencyDomains.kind, kind)));
  if (!row) throw new AppError('NOT_FOUND', NO_DOMAIN_MESSAGE);
  return row;
}
