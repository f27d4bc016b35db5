import { sql } from 'drizzle-orm';
import type { Db } from '../db/regions.js';
import { rowsOf } from '../db/rows-of.js';

export interface RequestCount {
  /** Requests counted against the key in its current window, this one included. */
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

/**
 * Counts one request against `key` in one statement: the first request (or the first after the
 * window ended) starts a window of `windowMs`, later ones add to it. The database's clock decides
 * when a window ends, so processes whose clocks differ still agree.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<RequestCount> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, count, resets_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
    on conflict (key) do update set
      count = case when c.resets_at <= now() then 1 else c.count + 1 end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning c.count as current,
      greatest(0, ceil(extract(epoch from c.resets_at - now()) * 1000))::int as ttl`);
  const [row] = rowsOf(result);
  return { current: Number(row?.current), ttl: Number(row?.ttl) };
}
