import type { ClientStatus } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { clients } from '../../platform/db/schema/index.js';

/** The credits button's online/offline toggle (spec 001 §4 "Client status"), saved through the server. */
export async function setClientStatus(db: Db, access: ClientAccess, status: ClientStatus) {
  await db.update(clients).set({ status, lastModified: new Date() }).where(eq(clients.id, access.clientId));
}
