import type { PaymentEvent } from '../../providers/payments/index.js';

type CustomerEvent = Exclude<PaymentEvent, { type: 'account.updated' }>;

/** The customer an event is about: events name no workspace, only the payment service's customer. */
export const eventCustomerId = (event: CustomerEvent): string =>
  'subscription' in event ? event.subscription.customerId : event.customerId;
