import { type OrgPayment, ZOrgPayment } from '@agent-platform/core';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgPayments } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import { findBilledOrg } from './find-billed-org.js';

/**
 * Records what an organisation paid its agency, once per payment of the agency's payment account:
 * the same provider payment reported again (its answer, then its webhook) records nothing more.
 * Answers whether this call recorded it.
 */
export async function recordOrgPayment(db: Db | Tx, workspaceUid: string, orgId: string, input: OrgPayment) {
  const payment = ZOrgPayment.parse(input);
  await findBilledOrg(db, workspaceUid, orgId);
  const recorded = await db
    .insert(orgPayments)
    .values({ id: randomId(20), orgId, workspaceUid, ...payment })
    .onConflictDoNothing({ target: orgPayments.providerPaymentId })
    .returning({ id: orgPayments.id });
  return { recorded: recorded.length > 0 };
}
