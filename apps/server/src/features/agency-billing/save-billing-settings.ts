import type { AgencyBillingSettingsBody } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireWhitelabel } from './has-whitelabel.js';
import { paymentAccountRow } from './payment-account-row.js';
import { repriceAgencyPlans } from './reprice-agency-plans.js';
import { agencyPaymentAccounts } from './schema.js';

/**
 * The per-credit extra charge and the currency the agency bills its clients in (spec 002 §2.7).
 * A new currency reprices the plans first, so that clients are never offered a plan in the old one
 * by an agency that bills in the new one.
 */
export async function saveBillingSettings(
  deps: AgencyBillingDeps,
  access: WorkspaceAccess,
  body: AgencyBillingSettingsBody,
): Promise<void> {
  const db = deps.regions.db(access.region);
  await requireWhitelabel(db, access.uid);
  const account = await paymentAccountRow(db, access.uid);
  if (account?.providerAccountId) await repriceAgencyPlans(deps, access, account.providerAccountId, body.currency);
  const values = { usdPerCredit: body.usdPerCredit, currency: body.currency, updatedAt: new Date() };
  await db
    .insert(agencyPaymentAccounts)
    .values({ workspaceUid: access.uid, ...values })
    .onConflictDoUpdate({ target: agencyPaymentAccounts.workspaceUid, set: values });
}
