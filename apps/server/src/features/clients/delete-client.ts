import { CLIENT_NOT_FOUND_MESSAGE } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { clients } from './schema.js';

/** Removes a client user of the agency; another workspace's client is not found. */
export async function deleteClient(db: Db, access: WorkspaceAccess, clientId: string) {
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceUid, access.uid)))
    .returning({ id: clients.id });
  if (deleted.length === 0) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  return { ok: true as const };
}
