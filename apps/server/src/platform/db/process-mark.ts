import { randomInt } from 'node:crypto';
import { REGIONS, type Region } from '@agent-platform/core';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * Rows a process holds only while it runs (credit reservations) carry its mark, and the work
 * it has taken up (a job, a webhook event) is held under its locks, so that what a process that
 * died (`kill -9`, a lost machine) held can be let go at once rather than when it expires.
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
  /**
   * Holds `key` of `space` for this process until `letGo` or its death: false when a process
   * holds it already, this one included; throws when the mark's connection is lost. On the
   * embedded database only this process's holds count.
   */
  hold(region: Region, space: number, key: number): Promise<boolean>;
  letGo(region: Region, space: number, key: number): Promise<void>;
  /**
   * A condition (plain SQL text, for statements outside the ORM) true when no running process
   * holds `key` of `space`: always true on the embedded database, whose other processes are gone.
   */
  unheld(region: Region, space: number, key: string): string;
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
  const held = new Set<string>();
  // One statement at a time on each mark's connection, as pg wants of a client.
  const queues = new Map<Region, Promise<unknown>>();
  const query = <T>(region: Region, client: pg.Client, text: string, values: number[]): Promise<T[]> => {
    const run = (queues.get(region) ?? Promise.resolve()).then(
      async () => (await client.query(text, values)).rows as T[],
    );
    queues.set(
      region,
      run.catch(() => {}),
    );
    return run;
  };
  const heldKey = (region: Region, space: number, key: number) => `${region}:${space}:${key}`;
  return {
    id,
    async hold(region, space, key) {
      const name = heldKey(region, space, key);
      if (held.has(name)) return false;
      held.add(name);
      const client = locks.get(region);
      if (!client) return true;
      try {
        const rows = await query<{ locked: boolean }>(region, client, 'select pg_try_advisory_lock($1, $2) as locked', [
          space,
          key,
        ]);
        if (rows[0]?.locked) return true;
      } catch (error) {
        held.delete(name);
        throw error;
      }
      held.delete(name);
      return false;
    },
    async letGo(region, space, key) {
      const name = heldKey(region, space, key);
      if (!held.delete(name)) return;
      const client = locks.get(region);
      if (client) await query(region, client, 'select pg_advisory_unlock($1, $2)', [space, key]).catch(() => {});
    },
    unheld(region, space, key) {
      if (!locks.has(region)) return 'true';
      return `not exists (
        select 1 from pg_locks l
        where l.locktype = 'advisory' and l.granted and l.objsubid = 2
          and l.database = (select oid from pg_database where datname = current_database())
          and l.classid = ${Number(space)}::oid and l.objid = (${key})::oid)`;
    },
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
