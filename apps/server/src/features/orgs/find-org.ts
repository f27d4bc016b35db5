import { ORG_NOT_FOUND_MESSAGE } from '@agent-platform/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { orgs } from './schema.js';

/** A client organisation of this workspace, locked for this transaction's write; the workspace's own org is not one. */
export async function lockOrg(tx: Tx, workspaceUid: string, orgId: string) {
  const [row] = await tx
    .select()
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, workspaceUid), ne(orgs.id, workspaceUid)))
    .for('update');
  if (!row) throw notFound(ORG_NOT_FOUND_MESSAGE);
  return row;
}
