import type { AuditLogPage, AuditLogQuery } from '@agent-platform/core';
import { AUDIT_LOG_PAGE_SIZE } from '@agent-platform/core';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { auditLog } from './schema.js';

/** The workspace's audit log, newest first, a page at a time; the cursor is the last entry's id. */
export async function listAuditLog(
  regions: Regions,
  access: WorkspaceAccess,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const limit = query.limit ?? AUDIT_LOG_PAGE_SIZE;
  const rows = await regions
    .db(access.region)
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.workspaceUid, access.uid),
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.cursor ? lt(auditLog.id, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { kind: row.actorKind, id: row.actorId },
      target: row.target,
      ip: row.ip,
      userAgent: row.userAgent,
      detail: row.detail,
      at: row.at.toISOString(),
    })),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
