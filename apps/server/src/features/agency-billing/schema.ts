import type { Currency, OrgPlanLimits, PaymentAccountStatus } from '@agent-platform/core';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/**
 * An agency's own payment account (spec 002 §2.7), on which its client organisations pay it, and
 * what it charges them per credit. The row exists once the agency connects or sets its prices.
 */
export const agencyPaymentAccounts = pgTable('agency_payment_accounts', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  /** The payment service's connected account; null until the agency connects one. */
  providerAccountId: text('provider_account_id').unique(),
  status: text('status').$type<PaymentAccountStatus>().notNull().default('pending'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  usdPerCredit: numeric('usd_per_credit', { precision: 10, scale: 6, mode: 'number' }).notNull(),
  currency: text('currency').$type<Currency>().notNull().default('USD'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 002 §3.12 "Connect plan": up to 5 per agency, each a product and monthly price on its account. */
export const agencyPlans = pgTable(
  'agency_plans',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    priceId: text('price_id').notNull(),
    name: text('name').notNull(),
    /** In the currency's units (29.00). */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    credits: integer('credits').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isPopular: boolean('is_popular').notNull().default(false),
    limits: jsonb('limits').$type<OrgPlanLimits>().notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_plans_workspace_idx').on(t.workspaceUid, t.position)],
);
