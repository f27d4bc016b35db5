import { PAYMENT_ACCOUNT_MISSING_MESSAGE } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError, notFound } from '../../platform/errors.js';
import { withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireConnectedRow } from './payment-account-row.js';
import { refreshPaymentAccount } from './refresh-payment-account.js';

/** Test mode only: the onboarding page's Complete button, for the agency's own account. */
export async function completeSandboxOnboarding(deps: AgencyBillingDeps, access: WorkspaceAccess, accountId: string) {
  const sandbox = deps.payments.sandbox(access.region);
  if (!sandbox) throw notFound();
  const row = await requireConnectedRow(deps.regions.db(access.region), access.uid);
  if (row.providerAccountId !== accountId) throw new AppError('NOT_FOUND', PAYMENT_ACCOUNT_MISSING_MESSAGE);
  const account = await withPayments(() => sandbox.completeOnboarding(accountId));
  // Its account.updated event does the same; this answer must not wait for it.
  await refreshPaymentAccount(deps, access.region, accountId, account);
}
