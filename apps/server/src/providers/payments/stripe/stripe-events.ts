import type Stripe from 'stripe';
import type { PaymentEvent, Subscription } from '../payments-provider.js';
import { connectedAccountOf, ONE_OFF_CHARGE_METADATA_KEY } from './stripe-provider.js';

/**
 * Reads a verified Stripe event as the product's PaymentEvent; null for events the product does
 * not act on, among them the payments of invoices (their invoice events tell of them).
 */
export function stripeEventToPaymentEvent(
  event: Stripe.Event,
  subscriptionOf: (subscription: Stripe.Subscription) => Subscription,
): PaymentEvent | null {
  // A Connect event names the agency's account it happened on.
  const base = {
    id: event.id,
    created: new Date(event.created * 1000),
    ...(event.account ? { account: event.account } : {}),
  };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const { [ONE_OFF_CHARGE_METADATA_KEY]: oneOff, ...metadata } = intent.metadata;
      if (!oneOff) return null;
      return {
        ...base,
        type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
        paymentId: intent.id,
        customerId: idOf(intent.customer) ?? '',
        amountCents: intent.amount,
        currency: intent.currency,
        metadata,
        ...(intent.last_payment_error?.message ? { failureMessage: intent.last_payment_error.message } : {}),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        ...base,
        type: event.type,
        invoiceId: invoice.id,
        customerId: idOf(invoice.customer) ?? '',
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null),
        amountPaidCents: invoice.amount_paid,
        amountDueCents: invoice.amount_due,
        currency: invoice.currency,
        billingReason: invoice.billing_reason ?? 'manual',
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        type: event.type === 'customer.subscription.updated' ? 'subscription.updated' : 'subscription.deleted',
        subscription: subscriptionOf(event.data.object),
      };
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Only a paid subscription checkout; a delayed payment method would tell later (none is offered).
      if (session.mode !== 'subscription' || session.payment_status !== 'paid') return null;
      return {
        ...base,
        type: 'checkout.completed',
        sessionId: session.id,
        customerId: idOf(session.customer) ?? '',
        subscriptionId: idOf(session.subscription),
        invoiceId: idOf(session.invoice),
        amountCents: session.amount_total ?? 0,
        metadata: session.metadata ?? {},
      };
    }
    case 'account.updated':
      return { ...base, type: 'account.updated', connectedAccount: connectedAccountOf(event.data.object) };
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;
