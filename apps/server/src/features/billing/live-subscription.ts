import { ADDONS_NEED_SUBSCRIPTION, type SubscriptionStatus } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { subscriptions } from './schema.js';

/** The statuses in which a workspace is on its paid plan. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** The workspace's subscription while it is on its paid plan, else undefined. */
export async function liveSubscription(db: Db, workspaceUid: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceUid, workspaceUid));
  return row && LIVE_STATUSES.includes(row.status) ? row : undefined;
}

/** The same, or the product's error when there is none. */
export async function requireLiveSubscription(db: Db, workspaceUid: string, message = ADDONS_NEED_SUBSCRIPTION) {
  const row = await liveSubscription(db, workspaceUid);
  if (!row) throw new AppError('NO_SUBSCRIPTION', message);
  return row;
}
