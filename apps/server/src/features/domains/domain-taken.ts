import type { Region } from '@agent-platform/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agencyDomains } from './schema.js';

/**
 * Whether another agency holds `domain` (as a subdomain or a custom domain) in any region
 * (spec 001 §5: checked across all regional databases).
 */
export async function domainTaken(regions: Regions, region: Region, workspaceUid: string, domain: string) {
  const holders = await regions.askEveryRegion((db, asked) =>
    db
      .select({ workspaceUid: agencyDomains.workspaceUid })
      .from(agencyDomains)
      .where(
        asked === region
          ? and(eq(agencyDomains.domain, domain), ne(agencyDomains.workspaceUid, workspaceUid))
          : eq(agencyDomains.domain, domain),
      )
      .limit(1),
  );
  return holders.some(({ value }) => value.length > 0);
}
