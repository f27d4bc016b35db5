import {
  type BillingSummary,
  billingCountry,
  convertCurrency,
  planById,
  TEST_MODE_LABEL,
  taxForCountry,
  usdBalanceOf,
  ZCurrency,
} from '@agent-platform/core';
import { and, eq, gte, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { autoRechargeSettingsOf } from './auto-recharge-settings.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { addonQuantities, addonStatuses } from './change-addons.js';
import { LIVE_STATUSES } from './live-subscription.js';
import { paymentOrders, subscriptions } from './schema.js';

/** Spec 002 §2.5 Current Plan card and §3.12 current plan summary, with the card and add-ons. */
export async function getBillingSummary(deps: BillingDeps, access: WorkspaceAccess): Promise<BillingSummary> {
  const db = deps.regions.db(access.region);
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [[workspace], [subscription], account, quantities, [usage], paid, autoRecharge] = await Promise.all([
    db.select({ balance: workspaces.loadTokens }).from(workspaces).where(eq(workspaces.uid, access.uid)),
    db.select().from(subscriptions).where(eq(subscriptions.workspaceUid, access.uid)),
    billingAccountOf(db, access.uid),
    addonQuantities(db, access.uid),
    db
      .select({ used: sql<string>`coalesce(sum(-${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.workspaceUid, access.uid),
          lt(creditLedger.delta, 0),
          gte(creditLedger.createdAt, monthStart),
        ),
      ),
    // A subscription's first order counts through its invoice, so a payment is counted once.
    db
      .select({ currency: paymentOrders.currency, cents: sql<string>`sum(${paymentOrders.amountCents})` })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.workspaceUid, access.uid),
          eq(paymentOrders.status, 'succeeded'),
          gte(paymentOrders.fulfilledAt, monthStart),
          or(ne(paymentOrders.kind, 'subscription'), isNotNull(paymentOrders.providerInvoiceId)),
        ),
      )
      .groupBy(paymentOrders.currency),
    autoRechargeSettingsOf(db, access.uid),
  ]);
  const live = subscription && LIVE_STATUSES.includes(subscription.status) ? subscription : undefined;
  const { currency } = taxForCountry(account?.countryCode);
  // Top-ups and credits are paid in USD, the plan in the workspace's currency: one total in the latter.
  const costThisMonth = paid.reduce((sum, row) => {
    const from = ZCurrency.catch(currency).parse(row.currency.toUpperCase());
    return sum + convertCurrency(Number(row.cents) / 100, from, currency);
  }, 0);
  const balance = workspace?.balance ?? 0;
  const used = Number(usage?.used ?? 0);
  const cancels = live?.cancelAtPeriodEnd ?? false;
  const periodEnd = live?.currentPeriodEnd ?? null;
  return {
    name: planById(live?.planId ?? 'free').label,
    planId: live?.planId ?? 'free',
    cycle: live?.cycle ?? null,
    // The free plan is active; a first payment waiting for 3-D Secure shows as pending.
    status: live?.status ?? (subscription?.status === 'pending' ? 'pending' : 'active'),
    renewalDate: periodEnd && !cancels ? periodEnd.toISOString() : null,
    // Used: what was spent this month; total: that plus what is left, so the bar shows the share spent.
    credits: { used, total: used + Math.max(0, balance) },
    cancels,
    cancelsAt: periodEnd && cancels ? Math.floor(periodEnd.getTime() / 1000) : null,
    usdBalance: usdBalanceOf(Math.max(0, balance)),
    costThisMonth: Math.round(costThisMonth * 100) / 100,
    currency,
    countryCode: billingCountry(account?.countryCode),
    discountCode: live?.discountCode ?? null,
    paymentMethod:
      account?.cardId && account.cardBrand && account.cardLast4 && account.cardExpMonth && account.cardExpYear
        ? {
            brand: account.cardBrand,
            last4: account.cardLast4,
            exp_month: account.cardExpMonth,
            exp_year: account.cardExpYear,
          }
        : null,
    addons: addonStatuses(live ? quantities : {}),
    autoRecharge,
    mode: deps.payments.mode,
    modeLabel: deps.payments.mode === 'sandbox' ? TEST_MODE_LABEL : null,
    publishableKey: deps.payments.publishableKey,
  };
}
