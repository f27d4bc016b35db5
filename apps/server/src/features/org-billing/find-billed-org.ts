import { ORG_NOT_FOUND_MESSAGE, orgBillingApplies } from '@agent-platform/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgSubscriptions, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/** An agency client organisation of the workspace with its subscription, if any; another workspace's is not found. */
export async function findBilledOrg(db: Db | Tx, workspaceUid: string, orgId: string) {
  const [row] = await db
    .select({ org: orgs, subscription: orgSubscriptions })
    .from(orgs)
    .leftJoin(orgSubscriptions, eq(orgSubscriptions.orgId, orgs.id))
    .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, workspaceUid), ne(orgs.id, workspaceUid)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', ORG_NOT_FOUND_MESSAGE);
  return { ...row, billingApplies: orgBillingApplies(row.org, row.subscription?.status) };
}
