import { type OrgBillingMargin, orgMargin, roundCredits } from '@agent-platform/core';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { orgCreditLedger, orgPayments } from '../../platform/db/schema/index.js';
import { findBilledOrg } from './find-billed-org.js';

/**
 * The agency's margin on one client organisation: what it paid (the payments record, net of the
 * platform's fee) against the credits its agents' usage took from its balance, at the platform's price.
 */
export async function getOrgBillingMargin(db: Db, workspaceUid: string, orgId: string): Promise<OrgBillingMargin> {
  const { billingApplies } = await findBilledOrg(db, workspaceUid, orgId);
  const [payments, [used]] = await Promise.all([
    db
      .select({
        amountCents: orgPayments.amountCents,
        platformFeeCents: orgPayments.platformFeeCents,
        currency: orgPayments.currency,
      })
      .from(orgPayments)
      .where(and(eq(orgPayments.orgId, orgId), eq(orgPayments.workspaceUid, workspaceUid))),
    db
      // Usage rows name what caused them; transfers and purchases do not.
      .select({ credits: sql<string>`coalesce(sum(-${orgCreditLedger.delta}), 0)` })
      .from(orgCreditLedger)
      .where(
        and(
          eq(orgCreditLedger.orgId, orgId),
          eq(orgCreditLedger.workspaceUid, workspaceUid),
          isNotNull(orgCreditLedger.causedBy),
        ),
      ),
  ]);
  return orgMargin(orgId, billingApplies, payments, roundCredits(Number(used?.credits ?? 0)));
}
