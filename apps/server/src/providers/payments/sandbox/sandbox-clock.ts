import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/regions.js';
import { sandboxClock } from './schema.js';

/** The sandbox's time: real time plus how far tests moved the clock, so renewals can come due on demand. */
export async function sandboxNow(db: Db | Tx): Promise<Date> {
  const [clock] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, 1));
  return new Date(Date.now() + (clock?.offsetMs ?? 0));
}

/** Moves the sandbox clock `ms` forward (Stripe's test clocks do the same for a test customer). */
export async function advanceSandboxClock(db: Db, ms: number): Promise<Date> {
  if (!Number.isInteger(ms) || ms < 0) throw new Error('The sandbox clock only moves forward, by whole milliseconds');
  await db
    .insert(sandboxClock)
    .values({ id: 1, offsetMs: ms })
    .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs: sql`${sandboxClock.offsetMs} + ${ms}` } });
  return sandboxNow(db);
}
