import type { Region } from '@agent-platform/core';
import { and, eq, ne } from 'drizzle-orm';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { agencyDomains } from './schema.js';

export interface AgencyHost {
  region: Region;
  workspaceUid: string;
}

/**
 * The agency whose verified subdomain or custom domain `host` is, asked of every region (an
 * agency's domain does not say its region); null for any other host. Cached by host name, unknown
 * hosts too: every domain write forgets its names (forgetAgencyHost) in every process.
 */
export async function findAgencyHost(regions: Regions, caches: ReadCaches, host: string): Promise<AgencyHost | null> {
  const name = host.toLowerCase().replace(/\.$/, '');
  const { agency } = await caches.getOrLoad('agencyHost', name, async () => {
    const found = await regions.askEveryRegion((db) =>
      db
        .select({ workspaceUid: agencyDomains.workspaceUid })
        .from(agencyDomains)
        .where(and(eq(agencyDomains.domain, name), ne(agencyDomains.status, 'pending')))
        .limit(1),
    );
    const hit = found.find(({ value }) => value.length > 0);
    return { agency: hit ? { region: hit.region, workspaceUid: hit.value[0]!.workspaceUid } : null };
  });
  return agency;
}

/** Call after a write that adds, verifies or removes these domains. */
export const forgetAgencyHost = (caches: ReadCaches, domains: string[]) => caches.invalidate('agencyHost', domains);
