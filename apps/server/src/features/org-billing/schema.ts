import type { Currency, OrgPaymentKind, OrgPlanLimits, SubscriptionStatus } from '@agent-platform/core';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs } from '../orgs/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * An organisation's subscription to one of its agency's plans (spec 002 §2.6, §3.9 subscription,
 * §5.6a), as the agency's payment account last told it: one per organisation. The plan's limits
 * and included credits are copied here when it is subscribed, so a plan edited later changes
 * nobody's current period. `planId` names the agency's plan without a foreign key: a plan the
 * agency removes leaves its subscribers' periods as they were.
 */
export const orgSubscriptions = pgTable(
  'org_subscriptions',
  {
    orgId: text('org_id')
      .primaryKey()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    limits: jsonb('limits').$type<OrgPlanLimits>().notNull(),
    /** Credits the plan includes each period. */
    credits: integer('credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_subscriptions_workspace_idx').on(t.workspaceUid)],
);

/**
 * The organisation's Auto-Recharge card (spec 002 §5.6): below `threshold` credits its saved card
 * is charged `amount`, at most `monthlyLimit` a calendar month (0: no limit). No row: the defaults.
 */
export const orgAutoRecharge = pgTable('org_auto_recharge', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  /** In credits. */
  threshold: integer('threshold').notNull(),
  /** In whole units of the agency's currency. */
  amount: integer('amount').notNull(),
  /** In whole units of the agency's currency; 0 is 'No Limit'. */
  monthlyLimit: integer('monthly_limit').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an organisation paid its agency, one row per successful payment on the agency's payment
 * account (plan, credits, top-up, recharge): the agency's margin is read from here. The provider's
 * payment id is unique, so a payment reported twice is recorded once.
 */
export const orgPayments = pgTable(
  'org_payments',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrgPaymentKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    creditsGranted: numeric('credits_granted', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** The platform's fee on the payment (spec 002 §9.6), in cents of `currency`. */
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_payments_org_idx').on(t.orgId, t.createdAt)],
);
