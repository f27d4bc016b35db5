import type { Region } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { randomId } from '../../platform/ids.js';
import type { WebhookEvent } from '../../platform/inbox/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { PaymentEvent } from '../../providers/payments/index.js';
import { applySubscription } from './apply-subscription.js';
import { findCustomer } from './billing-account.js';
import type { BillingPayments } from './billing-payments.js';
import { eventCustomerId } from './event-customer.js';
import { failOrder, fulfilOrder } from './fulfil-order.js';
import { paymentOrders } from './schema.js';
import { tellRenewalFailed } from './tell-renewal-failed.js';

export interface PaymentEventDeps {
  regions: Regions;
  payments: BillingPayments;
  jobs: Jobs;
  log?: FastifyBaseLogger;
}

/** Processes one payment event the inbox kept (a webhook delivery, or Test mode's own), once. */
export async function processPaymentEvent(deps: PaymentEventDeps, region: Region, kept: WebhookEvent): Promise<void> {
  const event = readEvent(kept.rawBody);
  // Account changes are handled when they arrive (receive-payments-webhook.ts), never kept.
  if (event.type === 'account.updated') return;
  if (event.account) {
    const connected = deps.payments.connectedAccountEvents();
    // Wired at start-up (app.ts); without it the event would be lost, so its processing fails and is retried.
    if (!connected) throw new Error('no handler for connected-account payment events');
    return connected.process(region, { ...event, account: event.account });
  }
  const customerId = eventCustomerId(event);
  const customer = await findCustomer(deps.regions, customerId);
  if (!customer || customer.region !== region) {
    deps.log?.warn({ eventId: event.id, customerId }, 'payment event for a customer this region does not know');
    return;
  }
  const db = deps.regions.db(region);
  const { workspaceUid } = customer;
  switch (event.type) {
    case 'payment.succeeded':
    case 'payment.failed': {
      const orderId = event.metadata.orderId;
      if (!orderId) return;
      const [order] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.workspaceUid, workspaceUid)));
      if (!order) return;
      if (event.type === 'payment.succeeded') await fulfilOrder(db, order.id, { amountCents: event.amountCents });
      else await failOrder(db, order.id, event.failureMessage ?? 'Your card was declined.');
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      if (!event.subscriptionId) return;
      if (event.type === 'invoice.paid') await recordInvoice(deps, region, workspaceUid, event);
      else if (event.billingReason === 'subscription_cycle') await tellRenewalFailed(deps, region, workspaceUid, event);
      // A renewal keeps the plan (or makes it past due); the plan grants its free credits once, not per period.
      return mirrorSubscription(deps, region, workspaceUid, event.subscriptionId);
    }
    case 'subscription.updated':
    case 'subscription.deleted':
      return mirrorSubscription(deps, region, workspaceUid, event.subscription.subscriptionId);
  }
}

/** Events may arrive out of order: the subscription is read again and its current state applied. */
async function mirrorSubscription(deps: PaymentEventDeps, region: Region, workspaceUid: string, id: string) {
  const subscription = await deps.payments.provider(region).retrieveSubscription(id);
  await applySubscription(deps.regions.db(region), workspaceUid, subscription);
}

/** A paid invoice as a payment of the workspace: the first one is the subscribe order's, a renewal a new row. */
async function recordInvoice(
  deps: PaymentEventDeps,
  region: Region,
  workspaceUid: string,
  event: Extract<PaymentEvent, { invoiceId: string }>,
) {
  const db = deps.regions.db(region);
  if (event.billingReason === 'subscription_create') {
    const claimed = await db
      .update(paymentOrders)
      .set({ providerInvoiceId: event.invoiceId })
      .where(
        and(
          eq(paymentOrders.workspaceUid, workspaceUid),
          eq(paymentOrders.providerSubscriptionId, event.subscriptionId ?? ''),
          isNull(paymentOrders.providerInvoiceId),
        ),
      )
      .returning({ id: paymentOrders.id });
    if (claimed.length > 0) return;
  }
  await db
    .insert(paymentOrders)
    .values({
      id: randomId(20),
      workspaceUid,
      kind: 'subscription',
      status: 'succeeded',
      amountCents: event.amountPaidCents,
      currency: event.currency,
      providerInvoiceId: event.invoiceId,
      providerSubscriptionId: event.subscriptionId,
      fulfilledAt: event.created,
    })
    // A renewal refused before (tell-renewal-failed) and paid on a retry.
    .onConflictDoUpdate({
      target: paymentOrders.providerInvoiceId,
      set: {
        status: 'succeeded',
        amountCents: event.amountPaidCents,
        fulfilledAt: event.created,
        failureMessage: null,
      },
    });
}

/** The inbox keeps the event as parseWebhook read it, its dates as ISO text. */
function readEvent(rawBody: string): PaymentEvent {
  const event = JSON.parse(rawBody) as PaymentEvent & { created: string };
  const created = new Date(event.created);
  if (event.type === 'subscription.updated' || event.type === 'subscription.deleted') {
    const subscription = { ...event.subscription, currentPeriodEnd: new Date(event.subscription.currentPeriodEnd) };
    return { ...event, created, subscription };
  }
  return { ...event, created } as PaymentEvent;
}
