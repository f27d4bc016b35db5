import { AUDIT_LOG_RETENTION_DAYS } from '@agent-platform/core';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { runDaily } from '../../platform/jobs/daily.js';
import { auditLog } from './schema.js';

/** Deletes entries older than the retention once a day in each region. Returns a stop function. */
export function startAuditLogRetention(deps: { regions: Regions; log: FastifyBaseLogger }): () => void {
  return runDaily(deps, 'audit-log-retention', async (region) => {
    await deps.regions
      .db(region)
      .delete(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(days => ${AUDIT_LOG_RETENTION_DAYS})`));
  });
}
