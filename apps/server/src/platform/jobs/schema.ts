import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each daily task last ran in this region: the process that moves the mark runs it, so it runs once a day however many processes serve. */
export const dailyRuns = pgTable('daily_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
