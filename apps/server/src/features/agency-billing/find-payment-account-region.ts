import { REGIONS, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agencyPaymentAccounts } from './schema.js';

/** The region of the agency whose connected account it is: the payment service's events name no region. */
export async function findPaymentAccountRegion(regions: Regions, accountId: string): Promise<Region | undefined> {
  for (const region of REGIONS) {
    const [row] = await regions
      .db(region)
      .select({ workspaceUid: agencyPaymentAccounts.workspaceUid })
      .from(agencyPaymentAccounts)
      .where(eq(agencyPaymentAccounts.providerAccountId, accountId))
      .limit(1);
    if (row) return region;
  }
  return undefined;
}
