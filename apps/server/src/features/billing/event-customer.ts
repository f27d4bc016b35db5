import type { PaymentEvent } from '../../providers/payments/index.js';

/** The customer an event is about: events name no workspace, only the payment service's customer. */
export const eventCustomerId = (event: PaymentEvent): string =>
  'subscription' in event ? event.subscription.customerId : event.customerId;
