import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { agencyDomains } from './schema.js';

/**
 * The host an agency's clients reach its dashboard on: its custom domain once verified, else its
 * verified subdomain; undefined while it has neither.
 */
export async function findAgencyAddress(db: Db, workspaceUid: string): Promise<string | undefined> {
  const domains = await db
    .select({ kind: agencyDomains.kind, domain: agencyDomains.domain })
    .from(agencyDomains)
    .where(and(eq(agencyDomains.workspaceUid, workspaceUid), ne(agencyDomains.status, 'pending')));
  return (domains.find((d) => d.kind === 'custom') ?? domains.find((d) => d.kind === 'subdomain'))?.domain;
}
