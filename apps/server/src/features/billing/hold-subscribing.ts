import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { billingAccounts } from './schema.js';

export const SUBSCRIPTION_IN_PROGRESS_MESSAGE =
  'Your subscription is already being set up. Please wait a moment, then reload the page.';

/** A hold older than this was left by a process that stopped mid-request (the payment service's calls time out well before). */
const HOLD_EXPIRES_MS = 5 * 60 * 1000;

/**
 * Runs `subscribe` while holding the workspace's subscribe hold, a timestamp on its billing
 * account taken by one conditional update: of two requests at once, one takes it and the other is
 * refused before it reaches the payment service. The hold is let go however `subscribe` ends.
 */
export async function holdSubscribing<T>(db: Db, workspaceUid: string, subscribe: () => Promise<T>): Promise<T> {
  const since = new Date();
  const held = await db
    .update(billingAccounts)
    .set({ subscribingSince: since })
    .where(
      and(
        eq(billingAccounts.workspaceUid, workspaceUid),
        or(
          isNull(billingAccounts.subscribingSince),
          lt(billingAccounts.subscribingSince, new Date(since.getTime() - HOLD_EXPIRES_MS)),
        ),
      ),
    )
    .returning({ workspaceUid: billingAccounts.workspaceUid });
  if (held.length === 0) throw new AppError('SUBSCRIPTION_IN_PROGRESS', SUBSCRIPTION_IN_PROGRESS_MESSAGE);
  try {
    return await subscribe();
  } finally {
    await db
      .update(billingAccounts)
      .set({ subscribingSince: null })
      .where(and(eq(billingAccounts.workspaceUid, workspaceUid), eq(billingAccounts.subscribingSince, since)));
  }
}
