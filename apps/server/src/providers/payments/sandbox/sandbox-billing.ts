import { taxCents } from '@agent-platform/core';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/regions.js';
import { randomId } from '../../../platform/ids.js';
import {
  type Payment,
  type PaymentStatus,
  PaymentsError,
  type Subscription,
  type SubscriptionStatus,
} from '../payments-provider.js';
import { discountedAmount, sandboxDiscount } from './sandbox-coupons.js';
import { recordSandboxEvent } from './sandbox-events.js';
import {
  sandboxCustomers,
  sandboxInvoices,
  type sandboxPaymentMethods,
  sandboxPayments,
  sandboxPlanPrices,
  sandboxSubscriptions,
} from './schema.js';

// What the sandbox's operations and its renewals share: prices, invoices, card outcomes, views.

/** A price of the sandbox's catalogue (Stripe keeps its own; the billing feature hands the sandbox the product's). */
export interface SandboxPrice {
  unitAmountCents: number;
  /** Lower-case ISO code. */
  currency: string;
  interval: 'month' | 'year';
}

export type SandboxPrices = Record<string, SandboxPrice>;

/**
 * The catalogue with the agencies' plan prices the items name added (monthly, as agency plans are):
 * a subscription on a connected account names its plan's price id as its item's key.
 */
export async function withPlanPrices(
  tx: Db | Tx,
  prices: SandboxPrices,
  items: { priceKey: string }[],
): Promise<SandboxPrices> {
  const missing = items.map((item) => item.priceKey).filter((key) => !prices[key]);
  if (missing.length === 0) return prices;
  const rows = await tx.select().from(sandboxPlanPrices).where(inArray(sandboxPlanPrices.id, missing));
  const planPrices = Object.fromEntries(
    rows.map((row) => [
      row.id,
      { unitAmountCents: row.unitAmountCents, currency: row.currency, interval: 'month' as const },
    ]),
  );
  return { ...prices, ...planPrices };
}

/** The platform's share of an amount charged on a connected account, when the subscription has one. */
export const applicationFeeOf = (amountCents: number, percent: number | null) =>
  percent === null ? {} : { applicationFeeCents: Math.round((amountCents * percent) / 100) };

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
type InvoiceRow = typeof sandboxInvoices.$inferSelect;
type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;

export const sandboxId = (prefix: string) => `${prefix}_sbx${randomId(20)}`;

/** Stripe's messages for refused cards, which the dashboard shows as they are. */
export const DECLINED = 'Your card was declined.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The items' prices, which must share one interval and currency as Stripe's do. */
export function pricedItems(prices: SandboxPrices, items: { priceKey: string; quantity: number }[]) {
  const kept = items.filter((item) => item.quantity > 0);
  if (kept.length === 0) throw new PaymentsError('PAYMENTS_FAILED', 'A subscription needs at least one item.');
  for (const item of kept) {
    if (!Number.isInteger(item.quantity))
      throw new PaymentsError('PAYMENTS_FAILED', 'Quantities must be whole numbers.');
    if (!prices[item.priceKey]) throw new PaymentsError('PRICE_NOT_FOUND', `No price is set up for ${item.priceKey}.`);
  }
  const first = prices[kept[0]!.priceKey]!;
  if (kept.some((item) => prices[item.priceKey]!.interval !== first.interval)) {
    throw new PaymentsError('PAYMENTS_FAILED', 'All items of a subscription must be billed at the same interval.');
  }
  if (kept.some((item) => prices[item.priceKey]!.currency !== first.currency)) {
    throw new PaymentsError('PAYMENTS_FAILED', 'All items of a subscription must be in the same currency.');
  }
  const subtotalCents = kept.reduce((sum, item) => sum + prices[item.priceKey]!.unitAmountCents * item.quantity, 0);
  return { items: kept, interval: first.interval, currency: first.currency, subtotalCents };
}

/** One billing interval later, on the same day of the month or the month's last day (as Stripe anchors). */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export const monthsBetween = (start: Date, end: Date) =>
  (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();

/** What a card does with a payment, by its test number (see test-cards.ts). */
export function cardOutcome(
  method: PaymentMethodRow,
  offSession: boolean,
): { status: PaymentStatus; failureMessage?: string } {
  switch (method.behaviour) {
    case 'succeeds':
      return { status: 'succeeded' };
    case 'authenticate_unless_set_up':
      return offSession ? { status: 'succeeded' } : { status: 'requires_action' };
    case 'always_authenticate':
      return offSession
        ? { status: 'requires_payment_method', failureMessage: `${DECLINED} This transaction requires authentication.` }
        : { status: 'requires_action' };
    case 'insufficient_funds':
      return { status: 'requires_payment_method', failureMessage: 'Your card has insufficient funds.' };
    default:
      return { status: 'requires_payment_method', failureMessage: DECLINED };
  }
}

/** Issues an invoice for a subscription's period, with the discount that still applies. */
export async function issueInvoice(
  tx: Tx,
  prices: SandboxPrices,
  subscription: SubscriptionRow,
  billingReason: 'subscription_create' | 'subscription_cycle',
  period: { start: Date; end: Date },
  now: Date,
): Promise<InvoiceRow> {
  const { subtotalCents, currency } = pricedItems(prices, subscription.items);
  const discount = subscription.discountCode ? sandboxDiscount(subscription.discountCode) : null;
  // A code given after the start counts from when it was given: its first invoice is the next one.
  const discountStart = subscription.discountStartedAt ?? subscription.createdAt;
  const [sinceDiscount] = await tx
    .select({ n: count() })
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, subscription.id), gte(sandboxInvoices.createdAt, discountStart)));
  const afterDiscountCents = discountedAmount(subtotalCents, currency, discount, {
    first: billingReason === 'subscription_create' || (sinceDiscount?.n ?? 0) === 0,
    monthsSinceStart: monthsBetween(discountStart, period.start),
  });
  // Exclusive tax, as Stripe's tax rates add it: on the price after the discount.
  const amountDueCents = afterDiscountCents + taxCents(afterDiscountCents, (subscription.taxPercent ?? 0) / 100);
  const [issued] = await tx
    .select({ n: count() })
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.customerId, subscription.customerId));
  const [invoice] = await tx
    .insert(sandboxInvoices)
    .values({
      id: sandboxId('in'),
      number: `${subscription.customerId.slice(-8).toUpperCase()}-${String((issued?.n ?? 0) + 1).padStart(4, '0')}`,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      billingReason,
      status: 'open',
      amountDueCents,
      currency,
      periodStart: period.start,
      periodEnd: period.end,
      createdAt: now,
    })
    .returning();
  return invoice!;
}

/** Charges a card for an invoice or a one-off charge, recording the payment and, for a one-off charge, its event. */
export async function chargeCard(
  tx: Tx,
  charge: {
    customerId: string;
    method: PaymentMethodRow;
    amountCents: number;
    currency: string;
    description: string;
    offSession: boolean;
    invoiceId?: string;
    metadata?: Record<string, string>;
    idempotencyKey?: string;
    applicationFeeCents?: number;
  },
  now: Date,
): Promise<PaymentRow | undefined> {
  const outcome = cardOutcome(charge.method, charge.offSession);
  const id = sandboxId('pi');
  const [payment] = await tx
    .insert(sandboxPayments)
    .values({
      id,
      customerId: charge.customerId,
      paymentMethodId: charge.method.id,
      invoiceId: charge.invoiceId ?? null,
      amountCents: charge.amountCents,
      currency: charge.currency,
      description: charge.description,
      status: outcome.status,
      failureMessage: outcome.failureMessage ?? null,
      clientSecret: `${id}_secret_${randomId(24)}`,
      metadata: charge.metadata ?? {},
      applicationFeeCents: charge.applicationFeeCents ?? null,
      idempotencyKey: charge.idempotencyKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
    .returning();
  if (payment && !payment.invoiceId) await recordPaymentEvent(tx, payment, now);
  return payment;
}

/** payment.succeeded / payment.failed for a one-off charge whose outcome is known. */
export async function recordPaymentEvent(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.status !== 'succeeded' && payment.status !== 'requires_payment_method') return;
  await recordSandboxEvent(tx, {
    ...(await accountOf(tx, payment.customerId)),
    type: payment.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    created: now,
    paymentId: payment.id,
    customerId: payment.customerId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    metadata: payment.metadata,
    ...(payment.failureMessage ? { failureMessage: payment.failureMessage } : {}),
  });
}

/**
 * Settles an invoice after its payment's outcome: paid (the subscription becomes active) or
 * failed (a first invoice leaves the subscription incomplete; a renewal makes it past due).
 */
export async function settleInvoice(tx: Tx, invoice: InvoiceRow, paid: boolean, now: Date): Promise<void> {
  if (paid) {
    await tx
      .update(sandboxInvoices)
      .set({ status: 'paid', amountPaidCents: invoice.amountDueCents })
      .where(eq(sandboxInvoices.id, invoice.id));
  }
  await recordSandboxEvent(tx, {
    ...(await accountOf(tx, invoice.customerId)),
    type: paid ? 'invoice.paid' : 'invoice.payment_failed',
    created: now,
    invoiceId: invoice.id,
    customerId: invoice.customerId,
    subscriptionId: invoice.subscriptionId,
    amountPaidCents: paid ? invoice.amountDueCents : 0,
    amountDueCents: invoice.amountDueCents,
    currency: invoice.currency,
    billingReason: invoice.billingReason,
  });
  if (!invoice.subscriptionId) return;
  const [subscription] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, invoice.subscriptionId))
    .for('update');
  if (!subscription) return;
  const status: SubscriptionStatus = paid
    ? 'active'
    : invoice.billingReason === 'subscription_create'
      ? 'incomplete'
      : 'past_due';
  if (status !== subscription.status) await setSubscription(tx, subscription, { status }, now);
}

/** Changes a subscription and records subscription.updated (or .deleted when it ends). */
export async function setSubscription(
  tx: Tx,
  subscription: SubscriptionRow,
  change: Partial<
    Pick<
      SubscriptionRow,
      | 'status'
      | 'items'
      | 'cancelAtPeriodEnd'
      | 'currentPeriodStart'
      | 'currentPeriodEnd'
      | 'discountCode'
      | 'discountStartedAt'
    >
  >,
  now: Date,
): Promise<SubscriptionRow> {
  const [updated] = await tx
    .update(sandboxSubscriptions)
    .set(change)
    .where(eq(sandboxSubscriptions.id, subscription.id))
    .returning();
  await recordSandboxEvent(tx, {
    ...(await accountOf(tx, updated!.customerId)),
    type: updated!.status === 'canceled' ? 'subscription.deleted' : 'subscription.updated',
    created: now,
    subscription: subscriptionView(updated!, now),
  });
  return updated!;
}

/** An event about a customer on an agency's connected account names that account, as Stripe's Connect events do. */
async function accountOf(tx: Tx, customerId: string): Promise<{ account?: string }> {
  const [customer] = await tx
    .select({ account: sandboxCustomers.account })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, customerId));
  return customer?.account ? { account: customer.account } : {};
}

export function subscriptionView(row: SubscriptionRow, now: Date): Subscription {
  const discount = row.discountCode ? sandboxDiscount(row.discountCode) : null;
  const discountApplies =
    discount?.duration === 'forever' ||
    (discount?.duration === 'repeating' &&
      monthsBetween(row.discountStartedAt ?? row.createdAt, now) < (discount.durationInMonths ?? 0));
  return {
    subscriptionId: row.id,
    customerId: row.customerId,
    status: row.status as SubscriptionStatus,
    items: row.items,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    discountCode: discountApplies ? row.discountCode : null,
  };
}

export function paymentView(row: PaymentRow): Payment {
  const open = row.status === 'requires_action' || row.status === 'requires_payment_method';
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    ...(open ? { clientSecret: row.clientSecret } : {}),
    ...(row.failureMessage ? { failureMessage: row.failureMessage } : {}),
  };
}
