import type { OnboardingLink } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { dashboardLink, type Tenant } from '../../platform/tenancy/index.js';
import { withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireWhitelabel } from './has-whitelabel.js';
import { requireConnectedRow } from './payment-account-row.js';

/** Where the agency comes back to: the Auto Billing tab, on the host it came from. */
export const AUTO_BILLING_PATH = '/agency?tab=auto-billing';

/** The payment service's onboarding for the agency's account (Test mode's is a dashboard page of ours). */
export async function createOnboardingLink(
  deps: AgencyBillingDeps,
  access: WorkspaceAccess,
  tenant: Tenant,
): Promise<OnboardingLink> {
  const db = deps.regions.db(access.region);
  await requireWhitelabel(db, access.uid);
  const row = await requireConnectedRow(db, access.uid);
  const url = await withPayments(() =>
    deps.payments.provider(access.region).createOnboardingLink(row.providerAccountId, {
      // An expired link sends the agency back to the tab, where Continue onboarding makes a new one.
      refreshUrl: dashboardLink(tenant, AUTO_BILLING_PATH),
      returnUrl: dashboardLink(tenant, AUTO_BILLING_PATH),
    }),
  );
  return { url };
}
