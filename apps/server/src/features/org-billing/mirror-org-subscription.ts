import type { SubscriptionStatus } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { orgSubscriptions } from '../../platform/db/schema/index.js';

/**
 * The organisation's subscription as its agency's payment account now reports it (renewed, past
 * due, set to cancel, canceled); the plan, its limits and credits stay as subscribed. Answers the
 * organisation, or undefined when the subscription is none of the workspace's.
 */
export async function mirrorOrgSubscription(
  db: Db,
  workspaceUid: string,
  subscription: {
    providerSubscriptionId: string;
    status: SubscriptionStatus;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
  },
): Promise<{ orgId: string } | undefined> {
  const { providerSubscriptionId, ...state } = subscription;
  const [mirrored] = await db
    .update(orgSubscriptions)
    .set({ ...state, updatedAt: new Date() })
    .where(
      and(
        eq(orgSubscriptions.providerSubscriptionId, providerSubscriptionId),
        eq(orgSubscriptions.workspaceUid, workspaceUid),
      ),
    )
    .returning({ orgId: orgSubscriptions.orgId });
  return mirrored;
}
