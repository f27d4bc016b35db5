import type { EmailDomainRecordKind, EmailDomainStatus } from '@agent-platform/core';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/** What the last check found for one record: its status and, when not verified, why in plain words. */
export type EmailDomainRecordCheck = { status: EmailDomainStatus; problem: string | null };

/**
 * The agency's email sending domain, one per workspace (agency settings belong to the workspace
 * owner). The DKIM private key is kept only sealed with the server key; deleting the row is the
 * spec's "reset to not_started".
 */
export const emailDomains = pgTable('email_domains', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  /** The root domain the agency entered, lowercased. */
  domain: text('domain').notNull(),
  status: text('status', {
    enum: ['not_started', 'pending', 'verified', 'failure', 'temporary_failure'],
  })
    .notNull()
    .default('not_started'),
  dkimSelector: text('dkim_selector').notNull(),
  /** PKCS#8 PEM, sealed with secretBox. */
  dkimPrivateKeyEncrypted: text('dkim_private_key_encrypted').notNull(),
  /** The DER public key in base64: the `p=` of the DKIM record. */
  dkimPublicKey: text('dkim_public_key').notNull(),
  recordChecks: jsonb('record_checks').$type<Partial<Record<EmailDomainRecordKind, EmailDomainRecordCheck>>>(),
  problem: text('problem'),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
