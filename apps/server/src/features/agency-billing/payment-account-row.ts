import { DEFAULT_AGENCY_USD_PER_CREDIT, PAYMENT_ACCOUNT_MISSING_MESSAGE } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import type { ConnectedAccount } from '../../providers/payments/index.js';
import { agencyPaymentAccounts } from './schema.js';

export type PaymentAccountRow = typeof agencyPaymentAccounts.$inferSelect;

/** The agency's payment account row, locked for the transaction when asked. */
export async function paymentAccountRow(db: Db | Tx, workspaceUid: string, lock = false) {
  const query = db.select().from(agencyPaymentAccounts).where(eq(agencyPaymentAccounts.workspaceUid, workspaceUid));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The row with a connected account (onboarded or not), or the product's error. */
export async function requireConnectedRow(db: Db | Tx, workspaceUid: string, lock = false) {
  const row = await paymentAccountRow(db, workspaceUid, lock);
  if (!row?.providerAccountId) throw new AppError('NO_PAYMENT_ACCOUNT', PAYMENT_ACCOUNT_MISSING_MESSAGE);
  return { ...row, providerAccountId: row.providerAccountId };
}

/** The columns the payment service's view of the account sets. */
export const accountStatusColumns = (account: ConnectedAccount) => ({
  detailsSubmitted: account.detailsSubmitted,
  chargesEnabled: account.chargesEnabled,
  status: account.detailsSubmitted && account.chargesEnabled ? ('connected' as const) : ('pending' as const),
  updatedAt: new Date(),
});

export const NEW_ACCOUNT_DEFAULTS = { usdPerCredit: DEFAULT_AGENCY_USD_PER_CREDIT, currency: 'USD' as const };
