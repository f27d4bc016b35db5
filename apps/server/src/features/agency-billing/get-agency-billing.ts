import { type AgencyBilling, DEFAULT_AGENCY_USD_PER_CREDIT, transactionFeePercent } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { hasWhitelabel } from './has-whitelabel.js';
import { paymentAccountRow } from './payment-account-row.js';
import { refreshPaymentAccount } from './refresh-payment-account.js';
import { agencyPlans } from './schema.js';
import { toAgencyPlan } from './to-agency-plan.js';

/**
 * The Auto Billing tab: the agency's payment account, prices and plans. An account still in
 * onboarding is read again from the payment service, as the agency may just have come back from it.
 */
export async function getAgencyBilling(deps: AgencyBillingDeps, access: WorkspaceAccess): Promise<AgencyBilling> {
  const db = deps.regions.db(access.region);
  let row = await paymentAccountRow(db, access.uid);
  if (row?.providerAccountId && row.status !== 'connected') {
    row = (await refreshPaymentAccount(deps, access.region, row.providerAccountId)) ?? row;
  }
  const whitelabel = await hasWhitelabel(db, access.uid);
  const plans = await db
    .select()
    .from(agencyPlans)
    .where(eq(agencyPlans.workspaceUid, access.uid))
    .orderBy(asc(agencyPlans.position), asc(agencyPlans.createdAt));
  return {
    mode: deps.payments.mode,
    hasWhitelabel: whitelabel,
    transactionFeePercent: transactionFeePercent(whitelabel),
    account: row?.providerAccountId
      ? {
          accountId: row.providerAccountId,
          status: row.status,
          detailsSubmitted: row.detailsSubmitted,
          chargesEnabled: row.chargesEnabled,
        }
      : null,
    usdPerCredit: row?.usdPerCredit ?? DEFAULT_AGENCY_USD_PER_CREDIT,
    currency: row?.currency ?? 'USD',
    plans: plans.map(toAgencyPlan),
  };
}
