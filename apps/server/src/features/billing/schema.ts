import { bigserial, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
 * answers may be reserved, so parallel answers never together spend more than the balance. A
 * row is deleted when its answer is charged; one left by a crashed process stops counting once
 * it expires.
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_reservations_workspace_idx').on(t.workspaceUid, t.expiresAt)],
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
    logMessage: text('log_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_credit_ledger_org_idx').on(t.orgId, t.createdAt)],
);
