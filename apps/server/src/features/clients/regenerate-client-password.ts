import type { Client } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/regions.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { newDashboardPassword } from './dashboard-password.js';
import { lockClient } from './find-client.js';
import { clients } from './schema.js';
import { toClient } from './to-client.js';

/** A new dashboard password for the client; its version moves on, so sessions signed in with the old one end. */
export async function regenerateClientPassword(
  db: Db,
  box: SecretBox,
  access: WorkspaceAccess,
  clientId: string,
  by: AuditBy,
): Promise<Client> {
  const password = await newDashboardPassword(box);
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, access.uid, clientId);
    const [row] = await tx
      .update(clients)
      .set({ ...password, passwordVersion: sql`${clients.passwordVersion} + 1`, lastModified: new Date() })
      .where(eq(clients.id, client.id))
      .returning();
    if (!row) throw new Error(`client ${clientId} was not updated`);
    const entry = { workspaceUid: access.uid, by, target: row.email, detail: { secret: 'client password' } };
    await recordAudit(tx, { ...entry, action: 'secrets.regenerated' });
    return toClient(box, row);
  });
}
