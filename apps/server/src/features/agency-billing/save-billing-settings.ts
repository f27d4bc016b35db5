import type { AgencyBillingSettingsBody } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireWhitelabel } from './has-whitelabel.js';
import { agencyPaymentAccounts } from './schema.js';

/**
 * The per-credit extra charge and the currency the agency bills its clients in (spec 002 §2.7).
 * Plans keep the currency they were saved in until they are saved again.
 */
export async function saveBillingSettings(
  deps: AgencyBillingDeps,
  access: WorkspaceAccess,
  body: AgencyBillingSettingsBody,
): Promise<void> {
  const db = deps.regions.db(access.region);
  await requireWhitelabel(db, access.uid);
  const values = { usdPerCredit: body.usdPerCredit, currency: body.currency, updatedAt: new Date() };
  await db
    .insert(agencyPaymentAccounts)
    .values({ workspaceUid: access.uid, ...values })
    .onConflictDoUpdate({ target: agencyPaymentAccounts.workspaceUid, set: values });
}
