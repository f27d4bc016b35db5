import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { orgAutoRecharge } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';

/** Worked by client billing, which charges the organisation's card on its agency's payment account. */
export const ORG_AUTO_RECHARGE_QUEUE = 'org-auto-recharge';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [ORG_AUTO_RECHARGE_QUEUE]: { workspaceUid: string; orgId: string };
  }
}

/**
 * After a committed debit of an organisation's balance that crossed its Auto-Recharge threshold:
 * hands the organisation to the recharge job, which checks its plan and its monthly limit.
 */
export async function requestOrgAutoRecharge(
  deps: { regions: Regions; jobs: Jobs },
  region: Region,
  workspaceUid: string,
  charge: { orgId: string; balanceBefore: number; balanceAfter: number },
): Promise<void> {
  const [settings] = await deps.regions
    .db(region)
    .select({ enabled: orgAutoRecharge.enabled, threshold: orgAutoRecharge.threshold })
    .from(orgAutoRecharge)
    .where(eq(orgAutoRecharge.orgId, charge.orgId));
  if (!settings?.enabled) return;
  if (!(charge.balanceBefore >= settings.threshold && charge.balanceAfter < settings.threshold)) return;
  await deps.jobs.enqueue(region, ORG_AUTO_RECHARGE_QUEUE, { workspaceUid, orgId: charge.orgId });
}
