import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EMAIL_QUEUE } from '../src/features/notifications/email-notification.js';
import { rowsOf } from '../src/platform/db/rows-of.js';

/**
 * Waits until every notification email job of `region` has run (read from the job queue's own
 * table), so a test can say who was not emailed.
 */
export async function notificationEmailsSent(app: FastifyInstance, region: 'na' | 'eu' = 'na'): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const result = await app.regions
      .db(region)
      .execute(
        sql`select count(*)::int as n from pgboss.job where name = ${NOTIFICATION_EMAIL_QUEUE} and state in ('created', 'retry', 'active')`,
      );
    if (Number(rowsOf(result)[0]?.n) === 0) return;
    if (Date.now() > deadline) throw new Error('notification emails were still waiting to be sent');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
