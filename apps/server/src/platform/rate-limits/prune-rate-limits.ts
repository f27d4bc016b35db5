import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/regions.js';
import { rateLimitCounters } from '../db/schema/index.js';

/** Drops the counters whose window has ended: the next request of their key starts a new one anyway. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}
