import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { type PaymentEvent, PaymentsError } from '../../providers/payments/index.js';
import { findCustomer } from './billing-account.js';
import type { BillingPayments } from './billing-payments.js';
import { eventCustomerId } from './event-customer.js';

export const PAYMENT_SIGNATURE_INVALID = 'The payment event has no valid signature.';

/**
 * The payment service's webhook: the signature is checked on the raw body, then the event is
 * kept in the inbox of its customer's region (once per event id), for its workers to process.
 */
export async function receivePaymentsWebhook(
  deps: { regions: Regions; payments: BillingPayments; log: FastifyBaseLogger },
  rawBody: Buffer | undefined,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  if (!rawBody) throw new AppError('WEBHOOK_SIGNATURE_INVALID', PAYMENT_SIGNATURE_INVALID);
  let event: PaymentEvent | null;
  try {
    // Every region's provider checks with the same secret: the region comes from the customer.
    event = deps.payments.provider('na').parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof PaymentsError && error.code === 'WEBHOOK_SIGNATURE_INVALID') {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', PAYMENT_SIGNATURE_INVALID, { cause: error });
    }
    throw error;
  }
  if (!event) return;
  // A status re-read, idempotent: answered at once, and Stripe delivers it again if it fails.
  if (event.type === 'account.updated') return deps.payments.accountUpdated(event);
  if (event.account) {
    // A client organisation's payment on its agency's account: kept in the agency's region.
    const region = await deps.payments.connectedAccountEvents()?.regionOf(event.account);
    if (!region) {
      deps.log.warn(
        { eventId: event.id, type: event.type, account: event.account },
        'payment event for no agency of ours; dropped',
      );
      return;
    }
    return deps.payments.keepEvent(region, event);
  }
  const customer = await findCustomer(deps.regions, eventCustomerId(event));
  if (!customer) {
    deps.log.warn({ eventId: event.id, type: event.type }, 'payment event for no workspace of ours; dropped');
    return;
  }
  await deps.payments.keepEvent(customer.region, event);
}
