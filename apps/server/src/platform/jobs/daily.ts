import { REGIONS, type Region } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../db/regions.js';
import { dailyRuns } from '../db/schema/index.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Claims today's run of the task `name` in a region: true for the one caller that moved its mark
 * (the first ever, or 24 hours after the last), false for every other process asking.
 */
export async function claimDailyRun(regions: Regions, region: Region, name: string): Promise<boolean> {
  const claimed = await regions
    .db(region)
    .insert(dailyRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: dailyRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${dailyRuns.lastRunAt} < now() - interval '1 day'`,
    })
    .returning({ name: dailyRuns.name });
  return claimed.length > 0;
}

/**
 * Runs `task` once a day in each region, however many processes serve it: every process asks
 * each hour (the first time a minute after starting), and only the one that claims the day runs
 * it. A failed run is logged and waits for the next day. Returns a stop function.
 */
export function runDaily(
  deps: { regions: Regions; log: FastifyBaseLogger },
  name: string,
  task: (region: Region) => Promise<void>,
  { firstAfterMs = 60_000 }: { firstAfterMs?: number } = {},
): () => void {
  const tick = async () => {
    for (const region of REGIONS) {
      try {
        if (await claimDailyRun(deps.regions, region, name)) await task(region);
      } catch (error) {
        deps.log.error({ err: error, region, task: name }, 'daily task failed');
      }
    }
  };
  const first = setTimeout(() => void tick(), firstAfterMs);
  const every = setInterval(() => void tick(), HOUR_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
