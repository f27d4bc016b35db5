import type { Invoice } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { withPayments } from './payments-errors.js';

/** How many invoices the billing page lists. */
const INVOICES_SHOWN = 12;

/** Spec 002 §3.12 invoices, latest first, as the payment service keeps them. */
export async function listInvoices(deps: BillingDeps, access: WorkspaceAccess): Promise<{ invoices: Invoice[] }> {
  const account = await billingAccountOf(deps.regions.db(access.region), access.uid);
  if (!account) return { invoices: [] };
  const provider = deps.payments.provider(access.region);
  const invoices = await withPayments(() => provider.listInvoices(account.customerId, INVOICES_SHOWN));
  return {
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      created: Math.floor(invoice.created.getTime() / 1000),
      hosted_invoice_url: invoice.hostedInvoiceUrl,
      amount_paid: invoice.amountPaidCents,
      currency: invoice.currency,
    })),
  };
}
