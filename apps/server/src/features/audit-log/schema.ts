import type { AuditAction, AuditActor, AuditDetail } from '@agent-platform/core';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/**
 * Security-relevant actions in a workspace, appended in the same transaction as the action where
 * it has one. Kept in the workspace's region; deleted with the workspace and after the retention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    action: text('action').$type<AuditAction>().notNull(),
    actorKind: text('actor_kind').$type<AuditActor['kind']>().notNull(),
    actorId: text('actor_id'),
    target: text('target'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<AuditDetail>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_workspace_idx').on(t.workspaceUid, t.id),
    index('audit_log_workspace_action_idx').on(t.workspaceUid, t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
