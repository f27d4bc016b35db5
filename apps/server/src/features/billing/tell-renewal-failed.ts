import { type Currency, formatMoney, fromCents, type Region } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { randomId } from '../../platform/ids.js';
import type { PaymentEvent } from '../../providers/payments/index.js';
import { type NotifyDeps, notify } from '../notifications/index.js';
import { paymentOrders } from './schema.js';

export const RENEWAL_FAILED_TITLE = 'Your plan could not be renewed';

type FailedInvoice = Extract<PaymentEvent, { invoiceId: string }>;

/**
 * A renewal's payment was refused (the plan is now past due): the owner is told in the bell and,
 * by the notification's email job, by email. Once per invoice: the payment service retries a
 * renewal and reports each refusal, and the invoice's failed order is the mark it was told.
 */
export async function tellRenewalFailed(
  deps: NotifyDeps & { regions: Regions; log?: FastifyBaseLogger | undefined },
  region: Region,
  workspaceUid: string,
  invoice: FailedInvoice,
): Promise<void> {
  const amount = formatMoney(fromCents(invoice.amountDueCents), invoice.currency.toUpperCase() as Currency);
  const [marked] = await deps.regions
    .db(region)
    .insert(paymentOrders)
    .values({
      id: randomId(20),
      workspaceUid,
      kind: 'subscription',
      status: 'failed',
      amountCents: invoice.amountDueCents,
      currency: invoice.currency,
      providerInvoiceId: invoice.invoiceId,
      providerSubscriptionId: invoice.subscriptionId,
      failureMessage: 'The renewal payment was refused.',
    })
    .onConflictDoNothing({ target: paymentOrders.providerInvoiceId })
    .returning({ id: paymentOrders.id });
  if (!marked) return;
  try {
    await notify(deps, region, workspaceUid, {
      source: 'failedCharge',
      title: RENEWAL_FAILED_TITLE,
      body: `We could not charge your card ${amount} to renew your Pay as you go plan, so it is now past due. Update your payment method in Billing to keep your plan.`,
      urlPathname: '/account/billing',
      notifyRoles: ['owner'],
    });
  } catch (error) {
    // The invoice is marked told; a retried event would not tell again, so this one is only logged.
    deps.log?.error(
      { err: error, region, invoiceId: invoice.invoiceId },
      'the failed-renewal notification could not be raised',
    );
  }
}
