import { DOMAIN_TAKEN_MESSAGE, type DomainKind } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import type { AgencyDomainRow, DomainDeps } from './domain-deps.js';
import { domainTaken } from './domain-taken.js';
import { forgetAgencyHost } from './find-agency-host.js';
import { agencyDomains } from './schema.js';

/** The verification token's length: long enough that no one guesses another agency's record. */
const TOKEN_LENGTH = 32;

/**
 * Saves the workspace's domain of one kind, replacing the one it had (a new domain starts over with
 * a new token). Answers whether the domain is new, so the caller can start its checks.
 */
export async function putAgencyDomain(
  deps: DomainDeps,
  access: WorkspaceAccess,
  kind: DomainKind,
  domain: string,
  by: AuditBy,
): Promise<{ row: AgencyDomainRow; isNew: boolean }> {
  const db = deps.regions.db(access.region);
  const mine = and(eq(agencyDomains.workspaceUid, access.uid), eq(agencyDomains.kind, kind));
  const [existing] = await db.select().from(agencyDomains).where(mine);
  if (existing?.domain === domain) return { row: existing, isNew: false };
  if (await domainTaken(deps.regions, access.region, access.uid, domain)) {
    throw new AppError('DOMAIN_TAKEN', DOMAIN_TAKEN_MESSAGE);
  }
  const now = new Date();
  // A subdomain of our root is ours: its DNS needs nothing from the agency, so it is verified at once.
  const fresh = {
    domain,
    verificationToken: randomId(TOKEN_LENGTH),
    status: kind === 'subdomain' ? ('verified' as const) : ('pending' as const),
    verifiedAt: kind === 'subdomain' ? now : null,
    liveAt: null,
    lastCheckedAt: null,
    lastProblem: null,
    createdAt: now,
  };
  let row: AgencyDomainRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(agencyDomains)
        .values({ workspaceUid: access.uid, kind, ...fresh })
        .onConflictDoUpdate({ target: [agencyDomains.workspaceUid, agencyDomains.kind], set: fresh })
        .returning();
      const entry = { workspaceUid: access.uid, by, target: domain };
      await recordAudit(tx, {
        ...entry,
        action: 'domains.added',
        detail: { kind, replaced: existing?.domain ?? null },
      });
      if (saved?.status === 'verified')
        await recordAudit(tx, { ...entry, action: 'domains.verified', detail: { kind } });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DOMAIN_TAKEN', DOMAIN_TAKEN_MESSAGE, { cause: error });
    throw error;
  }
  await forgetAgencyHost(deps.caches, existing ? [existing.domain, domain] : [domain]);
  return { row: row!, isNew: true };
}
