import { asc, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db, Tx } from '../../../platform/db/regions.js';
import { randomId } from '../../../platform/ids.js';
import { type PaymentEvent, PaymentsError, type Subscription } from '../payments-provider.js';
import { sandboxEvents } from './schema.js';

/** A webhook delivery as an HTTP request would bring it: the raw body and its headers. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

export type NewPaymentEvent = PaymentEvent extends infer E ? (E extends PaymentEvent ? Omit<E, 'id'> : never) : never;

/** Records an event in the same transaction as the change it tells of; it is delivered after commit. */
export async function recordSandboxEvent(tx: Tx, event: NewPaymentEvent): Promise<void> {
  const id = `evt_sbx${randomId(20)}`;
  await tx.insert(sandboxEvents).values({
    id,
    type: event.type,
    payload: JSON.parse(JSON.stringify({ ...event, id })) as Record<string, unknown>,
    createdAt: event.created,
  });
}

/**
 * Delivers every undelivered event, oldest first, signed as Stripe signs its webhooks
 * (`Stripe-Signature: t=..,v1=..`), so the billing feature reads both through parseWebhook.
 * An event counts as delivered once the receiver took it; like Stripe's, delivery is at least
 * once: a process that dies between the two sends it again on its next pass, and two passes at
 * once may both send it. The receiver keeps each event id once (the webhook inbox).
 */
export async function deliverSandboxEvents(
  db: Db,
  secret: string,
  deliver: (delivery: WebhookDelivery) => Promise<void>,
  log: { warn(context: object, message: string): void },
): Promise<void> {
  const pending = await db
    .select()
    .from(sandboxEvents)
    .where(isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.seq));
  for (const event of pending) {
    const payload = JSON.stringify(event.payload);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    try {
      await deliver({ rawBody: Buffer.from(payload), headers: { 'stripe-signature': signature } });
    } catch (error) {
      log.warn(
        { err: error, eventId: event.id },
        'The payments sandbox could not deliver an event; it will be sent again',
      );
      continue;
    }
    await db.update(sandboxEvents).set({ deliveredAt: new Date() }).where(eq(sandboxEvents.id, event.id));
  }
}

/** Checks a sandbox delivery's signature and reads its event back. */
export function parseSandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): PaymentEvent {
  const header = headers['stripe-signature'];
  try {
    if (typeof header !== 'string') throw new Error('no signature');
    Stripe.webhooks.signature!.verifyHeader(rawBody.toString('utf8'), header, secret);
  } catch {
    throw new PaymentsError('WEBHOOK_SIGNATURE_INVALID', 'The payment event has no valid signature.');
  }
  const event = JSON.parse(rawBody.toString('utf8')) as PaymentEvent & { created: string };
  const created = new Date(event.created);
  if (event.type === 'subscription.updated' || event.type === 'subscription.deleted') {
    const subscription = event.subscription as Subscription & { currentPeriodEnd: string };
    return {
      ...event,
      created,
      subscription: { ...subscription, currentPeriodEnd: new Date(subscription.currentPeriodEnd) },
    };
  }
  return { ...event, created };
}
