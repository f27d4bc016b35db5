import type { AuditAction, AuditActor, AuditDetail } from '@agent-platform/core';
import type { Db, Tx } from '../../platform/db/regions.js';
import { auditLog } from './schema.js';

/** Where a request came from, as the log keeps it. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Who acted, and from where. */
export interface AuditBy extends AuditOrigin {
  actor: AuditActor;
}

export interface AuditRecord {
  workspaceUid: string;
  action: AuditAction;
  by: AuditBy;
  /** What was acted on: a member's email, a credential's label, a domain. */
  target?: string | null;
  /** Names, roles, providers: never a secret. */
  detail?: AuditDetail;
}

// A browser's user agent is a few hundred characters; anything longer is not worth keeping whole.
const USER_AGENT_MAX_LENGTH = 512;

/**
 * Appends one entry to the workspace's audit log. Given the transaction of the action it records,
 * the entry exists exactly when the action does.
 */
export async function recordAudit(tx: Db | Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    workspaceUid: record.workspaceUid,
    action: record.action,
    actorKind: record.by.actor.kind,
    actorId: record.by.actor.id,
    target: record.target ?? null,
    ip: record.by.ip,
    userAgent: record.by.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    detail: record.detail ?? {},
  });
}

/** The product acting by itself: a scheduled check, a payment service's event. */
export const SYSTEM: AuditBy = { actor: { kind: 'system', id: null }, ip: null, userAgent: null };
