import type { DomainKind, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import type { DomainDeps } from './domain-deps.js';
import { NO_DOMAIN_MESSAGE } from './find-agency-domain.js';
import { forgetAgencyHost } from './find-agency-host.js';
import { agencyDomains } from './schema.js';

/** Cancel before verification, 'Delete Domain' after: either way the domain is no longer the agency's. */
export async function removeAgencyDomain(
  deps: DomainDeps,
  region: Region,
  workspaceUid: string,
  kind: DomainKind,
  by: AuditBy,
) {
  const removed = await deps.regions.db(region).transaction(async (tx) => {
    const rows = await tx
      .delete(agencyDomains)
      .where(and(eq(agencyDomains.workspaceUid, workspaceUid), eq(agencyDomains.kind, kind)))
      .returning({ domain: agencyDomains.domain, status: agencyDomains.status });
    for (const { domain, status } of rows) {
      const detail = { kind, status };
      await recordAudit(tx, { workspaceUid, action: 'domains.removed', by, target: domain, detail });
    }
    return rows;
  });
  if (removed.length === 0) throw new AppError('NOT_FOUND', NO_DOMAIN_MESSAGE);
  await forgetAgencyHost(
    deps.caches,
    removed.map((r) => r.domain),
  );
}
