import type { DomainKind, DomainStatus } from '@agent-platform/core';
import { bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/** An agency's subdomain of the root domain and its custom domain: one of each kind per workspace. */
export const agencyDomains = pgTable(
  'agency_domains',
  {
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    kind: text('kind').$type<DomainKind>().notNull(),
    domain: text('domain').notNull(),
    /** What the verification TXT record must hold; not a secret, it is published in DNS. */
    verificationToken: text('verification_token').notNull(),
    status: text('status').$type<DomainStatus>().notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    liveAt: timestamp('live_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Why the last check did not move the domain on, in plain words. */
    lastProblem: text('last_problem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_domains_one_per_kind_idx').on(t.workspaceUid, t.kind),
    // Unique within the region here; across regions the save asks every region first.
    uniqueIndex('agency_domains_domain_idx').on(t.domain),
  ],
);

/** A reminder to finish a domain's DNS setup, sent by a job a day later unless it was verified by then. */
export const dnsReminders = pgTable(
  'dns_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domain: text('domain').notNull(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agencyName: text('agency_name').notNull(),
    userEmail: text('user_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent: boolean('sent').notNull().default(false),
  },
  (t) => [index('dns_reminders_workspace_idx').on(t.workspaceUid)],
);

/** The 14-day whitelabel trial (spec 001 §6): one per workspace, ever. */
export const whitelabelTrials = pgTable('whitelabel_trials', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
