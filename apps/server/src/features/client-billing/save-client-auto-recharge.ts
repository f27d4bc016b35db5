import type { ClientAccess } from '../../platform/auth/principals.js';
import { saveOrgAutoRecharge } from '../org-billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/** The client's Auto-Recharge card (spec 002 §5.6): refused on the free plan with the spec's words. */
export async function saveClientAutoRecharge(deps: ClientBillingDeps, access: ClientAccess, settings: unknown) {
  const billing = await findClientBilling(deps, access);
  return saveOrgAutoRecharge(billing.db, access.workspaceUid, billing.org.id, settings);
}
