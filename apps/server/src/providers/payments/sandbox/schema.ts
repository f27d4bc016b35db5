import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded payments sandbox's own records, standing in for Stripe's: they belong to the
 * payment service, not to the product, so nothing here points at a workspace's rows. Times are
 * the sandbox clock's (real time plus the offset in sandbox_payments_clock).
 */

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  /** One customer per workspace; on an agency's account `<account>/<ref>`. */
  workspaceRef: text('workspace_ref').notNull().unique(),
  /** The agency's connected account the customer belongs to; null for the platform's own customers. */
  account: text('account'),
  email: text('email').notNull(),
  name: text('name').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A test card as the dashboard sent it: only what a card view shows, and how the test number behaves. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour', {
    enum: [
      'succeeds',
      'authenticate_unless_set_up',
      'always_authenticate',
      'declined',
      'charges_fail',
      'insufficient_funds',
    ],
  }).notNull(),
  /** The country that issued the test card (Stripe's international test numbers), as Stripe's `card.country`. */
  country: text('country').notNull().default('US'),
  detached: boolean('detached').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    /** [{ priceKey, quantity }] */
    items: jsonb('items').$type<{ priceKey: string; quantity: number }[]>().notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    discountCode: text('discount_code'),
    /** When a code given after the start took effect: its months count from then. Null: from the start. */
    discountStartedAt: timestamp('discount_started_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** On an agency's connected account: the platform's share of each invoice, in percent. */
    applicationFeePercent: numeric('application_fee_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Tax added to each invoice on the price after the discount, in percent; null: none. */
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    billingReason: text('billing_reason').notNull(),
    status: text('status', { enum: ['open', 'paid', 'void'] }).notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_invoices_customer_idx').on(t.customerId, t.createdAt)],
);

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  /** The invoice the payment pays; null for a one-off charge. */
  invoiceId: text('invoice_id'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull(),
  failureMessage: text('failure_message'),
  clientSecret: text('client_secret').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  /** On an agency's connected account, the part of the payment the platform keeps. */
  applicationFeeCents: integer('application_fee_cents'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Agencies' connected accounts, onboarded on the dashboard's Test mode page. */
export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Agency plans on connected accounts: a product and its monthly prices, one active at a time. */
export const sandboxPlanPrices = pgTable(
  'sandbox_plan_prices',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    account: text('account').notNull(),
    productName: text('product_name').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_plan_prices_product_idx').on(t.productId)],
);

/** Events in the order they happened, each delivered once it is claimed (delivered_at). */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_events_pending_idx').on(t.deliveredAt, t.seq)],
);

/** One row: how far the tests moved the sandbox clock ahead of real time. */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

/** Test mode's hosted checkout pages: a client pays there for a subscription to an agency's plan. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  account: text('account').notNull(),
  /** [{ priceKey, quantity }] */
  items: jsonb('items').$type<{ priceKey: string; quantity: number }[]>().notNull(),
  applicationFeePercent: numeric('application_fee_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  /** open until paid, then complete; as Stripe's sessions. */
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  /** The subscription its payment made, once paid (or while its payment waits for authentication). */
  subscriptionId: text('subscription_id'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
