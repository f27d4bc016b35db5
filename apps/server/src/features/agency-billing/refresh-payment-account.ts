import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ConnectedAccount } from '../../providers/payments/index.js';
import { withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { accountStatusColumns } from './payment-account-row.js';
import { agencyPaymentAccounts } from './schema.js';

/**
 * Reads a connected account's status again from the payment service (or takes the one an event
 * carried) and keeps it on the agency's row; undefined when no agency of the region has it.
 */
export async function refreshPaymentAccount(
  deps: AgencyBillingDeps,
  region: Region,
  accountId: string,
  known?: ConnectedAccount,
) {
  const db = deps.regions.db(region);
  const account = known ?? (await withPayments(() => deps.payments.provider(region).getConnectedAccount(accountId)));
  const [row] = await db
    .update(agencyPaymentAccounts)
    .set(accountStatusColumns(account))
    .where(eq(agencyPaymentAccounts.providerAccountId, accountId))
    .returning();
  return row;
}
