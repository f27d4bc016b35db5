import { CLIENT_NOT_FOUND_MESSAGE } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { clients } from './schema.js';

/** A client of this workspace's agency, locked for this transaction's write; another workspace's is not found. */
export async function lockClient(tx: Tx, workspaceUid: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceUid, workspaceUid)))
    .for('update');
  if (!row) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  return row;
}
