import { DEFAULT_ORG_AUTO_RECHARGE, type OrgAutoRechargeSettings } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { orgAutoRecharge } from '../../platform/db/schema/index.js';

/** The organisation's Auto-Recharge settings; an organisation that never saved them has the defaults. */
export async function getOrgAutoRecharge(
  db: Db,
  workspaceUid: string,
  orgId: string,
): Promise<OrgAutoRechargeSettings> {
  const [row] = await db
    .select({
      enabled: orgAutoRecharge.enabled,
      threshold: orgAutoRecharge.threshold,
      amount: orgAutoRecharge.amount,
      monthlyLimit: orgAutoRecharge.monthlyLimit,
    })
    .from(orgAutoRecharge)
    .where(and(eq(orgAutoRecharge.orgId, orgId), eq(orgAutoRecharge.workspaceUid, workspaceUid)))
    .limit(1);
  return row ?? DEFAULT_ORG_AUTO_RECHARGE;
}
