import { CLIENT_BILLING_UNAVAILABLE, CLIENT_EXCHANGE_RATES, type Currency, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { clients, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { hasWhitelabel, paymentAccountRow } from '../agency-billing/index.js';
import { withPayments } from '../billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';

/**
 * The signed-in client's organisation as its agency's payment account bills it (spec 002 §2.6,
 * §7.2): only with allowBilling on and the agency's account connected; otherwise there is no
 * billing to show. The organisation is always the client's own, from its session.
 */
export async function findClientBilling(deps: ClientBillingDeps, access: ClientAccess) {
  const db = deps.regions.db(access.region);
  const [row] = await db
    .select({ email: clients.email })
    .from(clients)
    .where(and(eq(clients.id, access.clientId), eq(clients.orgId, access.orgId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CLIENT_BILLING_UNAVAILABLE);
  return findOrgBilling(deps, { ...access, email: row.email });
}

/** The same for an organisation with no client at the keyboard (its auto-recharge), `email` naming its customer. */
export async function findOrgBilling(
  deps: ClientBillingDeps,
  at: { region: Region; workspaceUid: string; orgId: string; email: string },
) {
  const db = deps.regions.db(at.region);
  const [org] = await db
    .select()
    .from(orgs)
    .where(and(eq(orgs.id, at.orgId), eq(orgs.workspaceUid, at.workspaceUid)))
    .limit(1);
  const account = await paymentAccountRow(db, at.workspaceUid);
  const connected = account?.providerAccountId && account.chargesEnabled && account.detailsSubmitted;
  if (!org?.allowBilling || !connected) throw new AppError('NOT_FOUND', CLIENT_BILLING_UNAVAILABLE);
  const accountRef = { accountId: account.providerAccountId! };
  const provider = deps.payments.provider(at.region);
  return {
    db,
    workspaceUid: at.workspaceUid,
    org,
    email: at.email,
    account: accountRef,
    provider,
    currency: account.currency,
    pricePerCredit: pricePerCredit(account.usdPerCredit, account.currency),
    /** The payment service's customer for the organisation on the agency's account: one per organisation. */
    customerId: () =>
      withPayments(() =>
        provider.ensureCustomer({ workspaceRef: org.id, email: at.email, name: org.name }, accountRef),
      ),
    hasWhitelabel: () => hasWhitelabel(db, at.workspaceUid),
  };
}

export type ClientBilling = Awaited<ReturnType<typeof findOrgBilling>>;

/** The agency's price of a credit in its own currency, at the client-side rate (spec 002 §9.2). */
const pricePerCredit = (usdPerCredit: number, currency: Currency) => usdPerCredit * CLIENT_EXCHANGE_RATES[currency];
