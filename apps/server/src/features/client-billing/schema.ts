import type { Currency, OrgPaymentKind } from '@agent-platform/core';
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs } from '../orgs/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * A credit purchase, top-up or automatic recharge an organisation asked its agency's payment account for (spec 002
 * §5.6). The row's id is the charge's idempotency key and the grant's: a replayed request charges
 * and credits once.
 */
export const orgPaymentOrders = pgTable(
  'org_payment_orders',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    kind: text('kind').$type<Extract<OrgPaymentKind, 'credits' | 'top-up' | 'recharge'>>().notNull(),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_payment_orders_org_idx').on(t.orgId, t.createdAt)],
);
