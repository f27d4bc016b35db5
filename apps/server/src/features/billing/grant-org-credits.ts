import { roundCredits } from '@agent-platform/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgCreditLedger, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export interface OrgGrant {
  workspaceUid: string;
  orgId: string;
  /** Credits to add; positive. */
  credits: number;
  /** As the organisation's credit log shows it: 'purchase', 'top-up', 'plan', 'auto-recharge'. */
  reason: string;
  /** The same key grants once (`org-order:<order>`, `org-plan-payment:<payment>`). */
  idempotencyKey: string;
  logMessage?: string;
}

/**
 * Adds credits an organisation paid its agency for, with one row of its credit log, under the
 * organisation's row lock. A repeated key adds nothing: answers the balance as it is.
 */
export async function grantOrgCredits(db: Db | Tx, grant: OrgGrant): Promise<{ granted: boolean; credits: number }> {
  if (!(grant.credits > 0)) throw new Error(`a grant must be a positive number of credits, got ${grant.credits}`);
  const credits = roundCredits(grant.credits);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ credits: orgs.credits })
      .from(orgs)
      .where(and(eq(orgs.id, grant.orgId), eq(orgs.workspaceUid, grant.workspaceUid), ne(orgs.id, grant.workspaceUid)))
      .for('update');
    if (!org) throw new AppError('NOT_FOUND', 'Organization not found.');
    const balanceAfter = roundCredits(org.credits + credits);
    const [logged] = await tx
      .insert(orgCreditLedger)
      .values({
        orgId: grant.orgId,
        workspaceUid: grant.workspaceUid,
        delta: credits,
        balanceAfter,
        reason: grant.reason,
        idempotencyKey: grant.idempotencyKey,
        logMessage: grant.logMessage,
      })
      .onConflictDoNothing({ target: orgCreditLedger.idempotencyKey })
      .returning({ id: orgCreditLedger.id });
    if (!logged) return { granted: false, credits: org.credits };
    await tx
      .update(orgs)
      .set({ credits: sql`${orgs.credits} + ${credits}` })
      .where(eq(orgs.id, grant.orgId));
    return { granted: true, credits: balanceAfter };
  });
}
