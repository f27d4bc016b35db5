import { billingCountry, PAYMENT_ACCOUNT_ALREADY_CONNECTED_MESSAGE } from '@agent-platform/core';
import { eq, isNull } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import { billingAccountOf, withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireWhitelabel } from './has-whitelabel.js';
import { accountStatusColumns, NEW_ACCOUNT_DEFAULTS, paymentAccountRow } from './payment-account-row.js';
import { agencyPaymentAccounts } from './schema.js';

/**
 * Connect payment account: a connected account for the agency on the payment service, pending
 * until its onboarding is done. The key is the workspace's, so a repeated press makes one account.
 */
export async function connectPaymentAccount(deps: AgencyBillingDeps, access: WorkspaceAccess) {
  const db = deps.regions.db(access.region);
  await requireWhitelabel(db, access.uid);
  const existing = await paymentAccountRow(db, access.uid);
  if (existing?.providerAccountId) throw new AppError('ALREADY_SUBSCRIBED', PAYMENT_ACCOUNT_ALREADY_CONNECTED_MESSAGE);
  const email = access.principal.kind === 'user' ? access.principal.account.email : '';
  // The agency's own billing country (its card's), where its account is registered; US by default.
  const country = billingCountry((await billingAccountOf(db, access.uid))?.countryCode);
  const account = await withPayments(() =>
    deps.payments.provider(access.region).createConnectedAccount({
      agencyRef: `${access.region}:${access.uid}`,
      email,
      country,
      idempotencyKey: `agency-account-${access.region}-${access.uid}`,
    }),
  );
  const columns = { providerAccountId: account.accountId, ...accountStatusColumns(account) };
  await db
    .insert(agencyPaymentAccounts)
    .values({ workspaceUid: access.uid, ...NEW_ACCOUNT_DEFAULTS, ...columns })
    .onConflictDoUpdate({
      target: agencyPaymentAccounts.workspaceUid,
      set: columns,
      setWhere: isNull(agencyPaymentAccounts.providerAccountId),
    });
  const [row] = await db.select().from(agencyPaymentAccounts).where(eq(agencyPaymentAccounts.workspaceUid, access.uid));
  return row!;
}
