import { ORG_NOT_FOUND_MESSAGE } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { returnOrgCredits } from '../billing/index.js';
import { clients } from '../clients/index.js';
import { orgs } from './schema.js';

/**
 * Deletes a client organisation with its client users, in one transaction. Its credits go back to
 * the workspace first, which locks the workspace row and then the org's, the transfer's order.
 */
export async function deleteOrg(db: Db, access: WorkspaceAccess, orgId: string) {
  await db.transaction(async (tx) => {
    await returnOrgCredits(tx, access.uid, orgId, ORG_NOT_FOUND_MESSAGE);
    await tx.delete(clients).where(eq(clients.orgId, orgId));
    await tx.delete(orgs).where(eq(orgs.id, orgId));
  });
  return { ok: true as const };
}
