import type { Db } from '../../platform/db/regions.js';
import { paymentAccountRow } from './payment-account-row.js';

/** Spec 002 §4.9: an organisation's billing needs the agency's account connected, its onboarding complete. */
export async function hasConnectedPaymentAccount(db: Db, workspaceUid: string): Promise<boolean> {
  const row = await paymentAccountRow(db, workspaceUid);
  return Boolean(row?.providerAccountId && row.chargesEnabled && row.detailsSubmitted);
}
