import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * What a client user proves itself with once: an emailed login code, a sign-in link the agency
 * owner made, or a signup code (no client yet: the name and email it was asked for). Only the
 * hash is kept; a secret is used once, dies when it expires, and a code after too many wrong tries.
 */
export const clientOneTimeSecrets = pgTable(
  'client_one_time_secrets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The agency the secret was asked for: it works on that agency's host alone. */
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login_code', 'login_link', 'signup_code'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The signup's Full Name, kept until the code creates the account. */
    name: text('name'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_one_time_secrets_email_idx').on(t.workspaceUid, t.email, t.purpose),
    index('client_one_time_secrets_hash_idx').on(t.secretHash),
  ],
);
