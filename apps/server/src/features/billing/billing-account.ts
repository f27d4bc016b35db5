import { REGIONS, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db, Regions } from '../../platform/db/regions.js';
import { billingAccounts } from './schema.js';

/** The workspace's customer record, or undefined before its first card. */
export async function billingAccountOf(db: Db, workspaceUid: string) {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.workspaceUid, workspaceUid));
  return account;
}

/** Which region's workspace a customer of the payment service is: events name the customer only. */
export async function findCustomer(
  regions: Regions,
  customerId: string,
): Promise<{ region: Region; workspaceUid: string } | undefined> {
  for (const region of REGIONS) {
    const [account] = await regions
      .db(region)
      .select({ workspaceUid: billingAccounts.workspaceUid })
      .from(billingAccounts)
      .where(eq(billingAccounts.customerId, customerId));
    if (account) return { region, workspaceUid: account.workspaceUid };
  }
  return undefined;
}
