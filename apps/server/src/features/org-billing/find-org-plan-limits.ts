import { effectiveOrgPlanLimits, type OrgPlanLimits } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgSubscriptions, orgs } from '../../platform/db/schema/index.js';

/** What the organisation's plan allows when billing applies to it; null: everything is allowed (spec 002 §5.6a). */
export async function findOrgPlanLimits(
  db: Db | Tx,
  workspaceUid: string,
  orgId: string,
): Promise<OrgPlanLimits | null> {
  const [row] = await db
    .select({ allowBilling: orgs.allowBilling, status: orgSubscriptions.status, limits: orgSubscriptions.limits })
    .from(orgs)
    .leftJoin(orgSubscriptions, eq(orgSubscriptions.orgId, orgs.id))
    .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, workspaceUid)))
    .limit(1);
  if (!row) return null;
  return effectiveOrgPlanLimits(row, row.status ? { status: row.status, limits: row.limits } : null);
}
