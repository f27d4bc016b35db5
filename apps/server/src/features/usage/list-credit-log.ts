import {
  addDays,
  CREDIT_LOG_PAGE_SIZE,
  type CreditLog,
  type CreditLogEntry,
  type CreditLogQuery,
  USAGE_TEXTS,
} from '@agent-platform/core';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, creditLedger } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { usageRange } from './get-usage-report.js';

/** The workspace's credit log over the asked range of UTC days, newest first, a page at a time. */
export async function listCreditLog(
  regions: Regions,
  access: WorkspaceAccess,
  query: CreditLogQuery,
): Promise<CreditLog> {
  const { from, to } = usageRange(query);
  const filters: (SQL | undefined)[] = [
    eq(creditLedger.workspaceUid, access.uid),
    gte(creditLedger.createdAt, new Date(`${from}T00:00:00Z`)),
    lt(creditLedger.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)),
  ];
  if (query.cursor) {
    const after = readCursor(query.cursor);
    const at = sql`${after.at}::timestamptz`;
    filters.push(
      or(
        sql`${creditLedger.createdAt} < ${at}`,
        and(sql`${creditLedger.createdAt} = ${at}`, lt(creditLedger.id, after.id)),
      ),
    );
  }
  const rows = await regions
    .db(access.region)
    .select({
      entry: creditLedger,
      agentTitle: agents.title,
      // Qualified by hand: both tables have created_at, and a column in a select's sql is written bare.
      position: sql<string>`"credit_ledger"."created_at"::text`,
    })
    .from(creditLedger)
    .leftJoin(agents, and(eq(agents.id, creditLedger.agentId), eq(agents.workspaceUid, access.uid)))
    .where(and(...filters))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(CREDIT_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, CREDIT_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(({ entry, agentTitle }) => toEntry(entry, agentTitle)),
    nextCursor: rows.length > CREDIT_LOG_PAGE_SIZE && last ? writeCursor(last.position, last.entry.id) : null,
  };
}

function toEntry(row: typeof creditLedger.$inferSelect, agentTitle: string | null): CreditLogEntry {
  return {
    id: String(row.id),
    amount: Math.abs(row.delta),
    ts: row.createdAt.toISOString(),
    direction: row.delta < 0 ? 'decrease' : 'increase',
    causedBy: row.causedBy,
    agentId: row.agentId,
    agentTitle,
    featureKey: row.featureKey,
    reason: row.reason,
    logMessage: row.logMessage,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    modelId: row.modelId,
    balanceAfter: row.balanceAfter,
  };
}

// The cursor is the last row's place in the order: its time as the database wrote it
// (microseconds, which a JS Date would round away) and its id.
const writeCursor = (at: string, id: number) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function readCursor(cursor: string): { at: string; id: number } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && TIMESTAMP.test(at) && Number.isSafeInteger(id)) return { at, id: id as number };
  } catch {}
  throw new AppError('VALIDATION_FAILED', USAGE_TEXTS.invalidCursor);
}
