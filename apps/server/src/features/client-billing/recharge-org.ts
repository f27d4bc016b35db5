import {
  calendarMonthStart,
  orgBillingApplies,
  type Region,
  rechargeFitsMonthlyLimit,
  roundCredits,
} from '@agent-platform/core';
import { and, asc, eq, gte, sum } from 'drizzle-orm';
import { clients, orgPayments, orgSubscriptions, orgs } from '../../platform/db/schema/index.js';
import { getOrgAutoRecharge } from '../org-billing/index.js';
import { chargeOrgForCredits } from './charge-org-for-credits.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findOrgBilling } from './find-client-billing.js';

export type OrgRecharge = 'recharged' | 'off' | 'above-threshold' | 'monthly-limit' | 'no-client';

/**
 * An organisation's Auto-Recharge (spec 002 §5.6): below its threshold, on a paid plan, its saved
 * card is charged `amount` on the agency's account, unless that would pass the month's charge
 * limit. The month's recharge count is in the key, so two runs racing for the same recharge charge once.
 */
export async function rechargeOrg(
  deps: ClientBillingDeps,
  at: { region: Region; workspaceUid: string; orgId: string },
  now = new Date(),
): Promise<OrgRecharge> {
  const db = deps.regions.db(at.region);
  const [row] = await db
    .select({ org: orgs, status: orgSubscriptions.status })
    .from(orgs)
    .leftJoin(orgSubscriptions, eq(orgSubscriptions.orgId, orgs.id))
    .where(and(eq(orgs.id, at.orgId), eq(orgs.workspaceUid, at.workspaceUid)));
  const settings = await getOrgAutoRecharge(db, at.workspaceUid, at.orgId);
  if (!row || !settings.enabled || !orgBillingApplies(row.org, row.status ?? undefined)) return 'off';
  if (row.org.credits >= settings.threshold) return 'above-threshold';

  const monthStart = calendarMonthStart(now);
  const [month] = await db
    .select({ cents: sum(orgPayments.amountCents).mapWith(Number) })
    .from(orgPayments)
    .where(
      and(eq(orgPayments.orgId, at.orgId), eq(orgPayments.kind, 'recharge'), gte(orgPayments.createdAt, monthStart)),
    );
  const rechargedThisMonth = (month?.cents ?? 0) / 100;
  if (!rechargeFitsMonthlyLimit({ amount: settings.amount, monthlyLimit: settings.monthlyLimit, rechargedThisMonth }))
    return 'monthly-limit';

  // The organisation's first client names its customer, as it was when a client saved the card.
  const [payer] = await db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.orgId, at.orgId))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  if (!payer) return 'no-client';
  const billing = await findOrgBilling(deps, { ...at, email: payer.email });
  await chargeOrgForCredits(billing, {
    kind: 'recharge',
    credits: roundCredits(settings.amount / billing.pricePerCredit),
    amount: settings.amount,
    description: 'Auto-recharge',
    successMessage: 'Auto-recharge',
    requestKey: `recharge:${monthStart.toISOString().slice(0, 7)}:${rechargedThisMonth}`,
  });
  return 'recharged';
}
