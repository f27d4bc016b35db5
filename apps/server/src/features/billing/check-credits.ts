import type { CheckCredits, Region } from '@agent-platform/core';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** The widget's credit check for an agent's owner: credits left, and whether the owner ever paid. */
export async function checkCredits(regions: Regions, region: Region, ownerId: string): Promise<CheckCredits> {
  const db = regions.db(region);
  const [workspace] = await db
    .select({ balance: workspaces.loadTokens, subscription: workspaces.stripeSubscriptionId })
    .from(workspaces)
    .where(eq(workspaces.uid, ownerId))
    .limit(1);
  if (!workspace) throw notFound('Owner not found.');
  const [paid] =
    workspace.subscription === null
      ? await db
          .select({ id: creditLedger.id })
          .from(creditLedger)
          .where(
            and(
              eq(creditLedger.workspaceUid, ownerId),
              gt(creditLedger.delta, 0),
              ne(creditLedger.reason, 'starting-credits'),
            ),
          )
          .limit(1)
      : [{ id: 0 }];
  return { continue: workspace.balance > 0, hasEverPaid: paid !== undefined };
}
