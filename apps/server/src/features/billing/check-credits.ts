import type { CheckCredits, Region } from '@agent-platform/core';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { payerBalance } from './payer.js';

/**
 * The widget's credit check for an agent's owner: credits left, and whether the owner ever paid.
 * With the agent named, the credits are those of whoever pays for it (an agency client
 * organisation may), so a client's agent keeps answering while the agency's own balance is 0.
 */
export async function checkCredits(
  regions: Regions,
  region: Region,
  ownerId: string,
  agentId?: string,
): Promise<CheckCredits> {
  const db = regions.db(region);
  const [workspace] = await db
    .select({ subscription: workspaces.stripeSubscriptionId })
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
  return { continue: (await payerBalance(db, ownerId, agentId)) > 0, hasEverPaid: paid !== undefined };
}
