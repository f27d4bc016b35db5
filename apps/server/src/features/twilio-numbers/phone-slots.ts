import { and, count, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { twilioNumbers, workspaces } from '../../platform/db/schema/index.js';

/**
 * Start of the billing cycle phone slots are counted in. Slots are billed monthly with the
 * subscription (spec 002 §9.1); the calendar month (UTC) stands for the cycle.
 */
export function billingCycleStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The workspace's phone slots: the plan's total (with the slots the deployment includes for
 * everyone), and those used this cycle. A number takes its slot for the whole cycle, even if
 * released early (spec 002 §8.4), so numbers released in this cycle still count.
 */
export async function phoneSlots(db: Db | Tx, workspaceUid: string, included: number, now = new Date()) {
  // One after the other: in a transaction, queries share one connection.
  const [workspace] = await db
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid))
    .limit(1);
  const [used] = await db
    .select({ n: count() })
    .from(twilioNumbers)
    .where(
      and(
        eq(twilioNumbers.workspaceUid, workspaceUid),
        or(isNull(twilioNumbers.releasedAt), gte(twilioNumbers.releasedAt, billingCycleStart(now))),
      ),
    );
  return { total: (workspace?.limits.twilioPhoneNumberSlots ?? 0) + included, used: used?.n ?? 0 };
}
