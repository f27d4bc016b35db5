import {
  CLIENT_INVOICES_SHOWN,
  type ClientBillingSummary,
  currencySymbol,
  type Invoice,
  type PaymentMethodView,
} from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { agencyPlans, orgSubscriptions } from '../../platform/db/schema/index.js';
import type { PaymentCard } from '../../providers/payments/index.js';
import { toAgencyPlan } from '../agency-billing/index.js';
import { withPayments } from '../billing/index.js';
import { getOrgAutoRecharge } from '../org-billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/** Everything the Billing Dashboard modal shows (spec 002 §2.6), read from our rows and the agency's account. */
export async function getClientBilling(deps: ClientBillingDeps, access: ClientAccess): Promise<ClientBillingSummary> {
  const billing = await findClientBilling(deps, access);
  const { db, org, provider, account } = billing;
  const customerId = await billing.customerId();
  const [plans, [subscription], card, invoices, autoRecharge] = await Promise.all([
    db
      .select()
      .from(agencyPlans)
      .where(eq(agencyPlans.workspaceUid, access.workspaceUid))
      .orderBy(asc(agencyPlans.position)),
    db.select().from(orgSubscriptions).where(eq(orgSubscriptions.orgId, org.id)),
    withPayments(() => provider.getDefaultPaymentMethod(customerId, account)),
    withPayments(() => provider.listInvoices(customerId, CLIENT_INVOICES_SHOWN, account)),
    getOrgAutoRecharge(db, access.workspaceUid, org.id),
  ]);
  return {
    mode: deps.payments.mode,
    publishableKey: deps.payments.publishableKey,
    accountId: account.accountId,
    credits: Math.round(org.credits * 10) / 10,
    currency: billing.currency,
    symbol: currencySymbol(billing.currency),
    pricePerCredit: billing.pricePerCredit,
    plans: plans.map(toAgencyPlan),
    subscription: subscription
      ? {
          planId: subscription.planId,
          status: subscription.status,
          currentPeriodEnd: Math.floor(subscription.currentPeriodEnd.getTime() / 1000),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    paymentMethod: card && cardView(card),
    email: billing.email,
    autoRecharge,
    invoices: invoices.slice(0, CLIENT_INVOICES_SHOWN).map(
      (invoice): Invoice => ({
        id: invoice.id,
        number: invoice.number,
        created: Math.floor(invoice.created.getTime() / 1000),
        hosted_invoice_url: invoice.hostedInvoiceUrl,
        amount_paid: invoice.amountPaidCents,
        currency: invoice.currency,
      }),
    ),
  };
}

export const cardView = (card: PaymentCard): PaymentMethodView => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
});
