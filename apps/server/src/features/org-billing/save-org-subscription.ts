import { type OrgSubscription, ZOrgSubscription } from '@agent-platform/core';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgSubscriptions } from '../../platform/db/schema/index.js';
import { findBilledOrg } from './find-billed-org.js';

/**
 * Records the organisation's subscription to an agency plan as its agency's payment account
 * reports it (created, renewed, past due, canceled...): one row per organisation, replaced each time.
 */
export async function saveOrgSubscription(db: Db | Tx, workspaceUid: string, orgId: string, input: OrgSubscription) {
  const subscription = ZOrgSubscription.parse(input);
  await findBilledOrg(db, workspaceUid, orgId);
  const values = { ...subscription, orgId, workspaceUid, updatedAt: new Date() };
  const [saved] = await db
    .insert(orgSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: orgSubscriptions.orgId, set: values })
    .returning();
  return saved!;
}
