import { WHITELABEL_ADDON } from '@agent-platform/core';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { liveSubscription } from './live-subscription.js';
import { subscriptionAddons } from './schema.js';

/** Whether the workspace's paid plan includes the Whitelabel add-on (spec 002 §9.1 whitelabel-new). */
export async function hasWhitelabelAddon(db: Db, workspaceUid: string): Promise<boolean> {
  if (!(await liveSubscription(db, workspaceUid))) return false;
  const [addon] = await db
    .select({ quantity: subscriptionAddons.quantity })
    .from(subscriptionAddons)
    .where(
      and(
        eq(subscriptionAddons.workspaceUid, workspaceUid),
        eq(subscriptionAddons.addonKey, WHITELABEL_ADDON),
        gt(subscriptionAddons.quantity, 0),
      ),
    );
  return addon !== undefined;
}
