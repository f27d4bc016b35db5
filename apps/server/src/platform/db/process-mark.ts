import { randomInt } from 'node:crypto';
import { REGIONS, type Region } from '@agent-platform/core';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * Rows a process holds only while it runs (credit reservations) carry its mark, so that the
 * rows of a process that died (`kill -9`, a lost machine) can be let go at once rather than when
 * they expire.
 *
 * On a PostgreSQL server the mark is a session advisory lock this process holds on a connection
 * of its own: the server drops it when the process's connection closes, which the kernel does the
 * moment the process dies, so "its lock is not held" means "that process is gone", across every
 * process sharing the server. The embedded database is opened by one process at a time, so there
 * every mark but this process's own is gone.
 */
export interface ProcessMark {
  /** This process's mark, the same in every region. */
  readonly id: number;
  /** A condition on `holder` (a column holding marks) true when that process no longer runs. */
  gone(region: Region, holder: AnyColumn | SQL): SQL;
  close(): Promise<void>;
}

/** The first key of the advisory lock; the mark is the second. */
const MARK_LOCK_SPACE = 7_130_412;

export async function openProcessMark(urls: Partial<Record<Region, string>>): Promise<ProcessMark> {
  const id = randomInt(1, 2 ** 31 - 1);
  const locks = new Map<Region, pg.Client>();
  try {
    for (const region of REGIONS) {
      const url = urls[region];
      if (!url) continue;
      const client = new pg.Client({ connectionString: url, application_name: 'process mark' });
      // Losing the connection loses the mark: other processes may then let this one's rows go,
      // which costs at most the credits those answers held back. Nothing more is done about it.
      client.on('error', () => {});
      await client.connect();
      locks.set(region, client);
      await client.query('select pg_advisory_lock($1, $2)', [MARK_LOCK_SPACE, id]);
    }
  } catch (error) {
    await Promise.allSettled([...locks.values()].map((client) => client.end()));
    throw error;
  }
  return {
    id,
    gone(region, holder) {
      if (!locks.has(region)) return sql`${holder} <> ${id}`;
      return sql`${holder} <> ${id} and not exists (
        select 1 from pg_locks l
        where l.locktype = 'advisory' and l.granted and l.objsubid = 2
          and l.classid = ${MARK_LOCK_SPACE}::oid and l.objid = (${holder})::oid)`;
    },
    async close() {
      await Promise.allSettled([...locks.values()].map((client) => client.end()));
    },
  };
}
