import { REGIONS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AccountUpdatedEvent } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { refreshPaymentAccount } from './refresh-payment-account.js';
import { agencyPaymentAccounts } from './schema.js';

/**
 * `account.updated` from the payment service: the agency's account finished (or reopened) its
 * onboarding. The event names no region: the account is looked for in each.
 */
export async function receiveAccountUpdate(deps: AgencyBillingDeps, event: AccountUpdatedEvent): Promise<void> {
  const accountId = event.account ?? event.connectedAccount.accountId;
  for (const region of REGIONS) {
    const [row] = await deps.regions
      .db(region)
      .select({ workspaceUid: agencyPaymentAccounts.workspaceUid })
      .from(agencyPaymentAccounts)
      .where(eq(agencyPaymentAccounts.providerAccountId, accountId));
    // The status is read again rather than taken from the event, which may arrive out of order.
    if (row) await refreshPaymentAccount(deps, region, accountId);
  }
}
