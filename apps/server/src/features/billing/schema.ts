import type { AddonKey, BillingCycle, PlanId, SubscriptionStatus } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgs } from '../orgs/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * Append-only credit log (spec 002 §3.12 "Credit log entry"): a balance changes only in the
 * same transaction as its row, and `idempotencyKey` makes a repeated charge a no-op.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** Signed: negative for a decrease. The spec's `amount` is its absolute value, `direction` its sign. */
    delta: numeric('delta', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    causedBy: text('caused_by', { enum: ['agent', 'feature'] }),
    agentId: text('agent_id'),
    featureKey: text('feature_key'),
    logMessage: text('log_message'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    modelId: text('model_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_workspace_idx').on(t.workspaceUid, t.createdAt)],
);

/**
 * Credits set aside for an answer while it streams: only the balance not reserved by other
 * answers may be reserved, so parallel answers never together spend more than the balance. The
 * payer's `held_credits` is the sum of its rows, moved in the same statement as each row. A row
 * is deleted when its answer is charged; one left by a crashed process, or past its time, by the
 * next sweep (`releaseGoneReservations`).
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** Set when an agency client organisation pays for the answer: its balance, not the workspace's, is held. */
    orgId: text('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The mark of the process answering (`ProcessMark`): its reservations go when it dies. */
    holder: integer('holder'),
  },
  (t) => [
    index('credit_reservations_workspace_idx').on(t.workspaceUid, t.expiresAt),
    index('credit_reservations_org_idx').on(t.orgId, t.expiresAt),
  ],
);

/**
 * The credit log of agency client organisations (spec 002 §3.9 loadTokens), kept apart from the
 * workspace's own log: that one's rows sum to the workspace balance and feed its usage report and
 * credit log, which an organisation's movements would otherwise show as the workspace's own.
 */
export const orgCreditLedger = pgTable(
  'org_credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** Signed: negative for a decrease. */
    delta: numeric('delta', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Set on usage the organisation paid for (its agents' answers and calls); null on transfers and purchases. */
    causedBy: text('caused_by', { enum: ['agent', 'feature'] }),
    agentId: text('agent_id'),
    featureKey: text('feature_key'),
    logMessage: text('log_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_credit_ledger_org_idx').on(t.orgId, t.createdAt)],
);

/** A workspace as the payment service's customer, with its saved card as the payment method card shows it. */
export const billingAccounts = pgTable('billing_accounts', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  /** The country tax and currency come from (spec 002 §9.1); null: the default, US. */
  countryCode: text('country_code'),
  cardId: text('card_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  /** Set while a subscribe request is with the payment service: a second one waits its turn instead of paying twice. */
  subscribingSince: timestamp('subscribing_since', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The workspace's paid plan, one per workspace, as the payment service last told it. A row whose
 * status is canceled is a plan that ended: the workspace is on Free again.
 */
export const subscriptions = pgTable('subscriptions', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
  planId: text('plan_id').$type<PlanId>().notNull(),
  cycle: text('cycle').$type<BillingCycle>().notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cancelReason: text('cancel_reason'),
  discountCode: text('discount_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The add-ons of the workspace's subscription and how many of each (spec 002 §3.12 addon status). */
export const subscriptionAddons = pgTable(
  'subscription_addons',
  {
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    addonKey: text('addon_key').$type<AddonKey>().notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceUid, t.addonKey] })],
);

export const PAYMENT_ORDER_KINDS = ['subscription', 'credit_purchase', 'usd_top_up', 'auto_recharge'] as const;
export const PAYMENT_ORDER_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed'] as const;

/**
 * What the workspace pays for, one row per payment (spec 002 §3.12 payment order). The row's id
 * is the payment service's idempotency key and the credit grant's, so a payment is fulfilled once
 * whichever way its success arrives: the answer, the 3-D Secure confirm or the webhook.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_ORDER_KINDS }).notNull(),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull(),
    /** In cents of `currency`; what was asked, then what was paid. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Credits the payment buys (purchase, top-up); null for a subscription. */
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }),
    /** What a subscription order asked for, to apply once its first payment is through. */
    planId: text('plan_id').$type<PlanId>(),
    addons: jsonb('addons').$type<Partial<Record<AddonKey, number>>>(),
    discountCode: text('discount_code'),
    providerPaymentId: text('provider_payment_id').unique(),
    /** The invoice a subscription payment paid (a renewal has no other trace here). */
    providerInvoiceId: text('provider_invoice_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    failureMessage: text('failure_message'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_workspace_idx').on(t.workspaceUid, t.createdAt),
    // A recharge is open until its charge is settled: debits racing below the threshold open one, not many.
    uniqueIndex('payment_orders_one_open_recharge_idx')
      .on(t.workspaceUid)
      .where(sql`kind = 'auto_recharge' and status = 'pending'`),
  ],
);

/**
 * The Automatic Recharge card's settings (spec 002 §2.5, §5.5): below `threshold` credits, the
 * saved card is charged `amount` dollars off-session. A workspace without a row has the defaults.
 */
export const autoRechargeSettings = pgTable('auto_recharge_settings', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  /** In credits. */
  threshold: integer('threshold').notNull(),
  /** In whole US dollars. */
  amount: integer('amount').notNull(),
  /** Recharges refused in a row; at AUTO_RECHARGE_MAX_FAILURES the settings switch themselves off. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** The last recharge counted above, so a retried job never counts its recharge twice. */
  lastSettledOrderId: text('last_settled_order_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
