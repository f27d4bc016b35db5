import { CLIENT_EMAIL_TAKEN_MESSAGE, type Client, type ClientUpdateBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { checkClientAgents } from './check-client-agents.js';
import { checkClientPages } from './check-client-pages.js';
import { clientEmailTaken } from './client-email-taken.js';
import { lockClient } from './find-client.js';
import { clients } from './schema.js';
import { toClient } from './to-client.js';

/**
 * Merges the Edit User drawer's edited fields into the client. The status goes back to offline
 * on a save (spec 002 §3.8); the organisation's defaults are not applied again.
 */
export async function updateClient(
  regions: Regions,
  box: SecretBox,
  access: WorkspaceAccess,
  clientId: string,
  body: ClientUpdateBody,
): Promise<Client> {
  const db = regions.db(access.region);
  if (body.email && (await clientEmailTaken(regions, access.region, body.email, clientId)))
    throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
  if (body.widgetIDs) await checkClientAgents(db, access.uid, body.widgetIDs);
  if (body.canAccess) await checkClientPages(db, access.uid, body.canAccess);
  const { notificationsSettings, ...fields } = body;

  try {
    return await db.transaction(async (tx) => {
      const client = await lockClient(tx, access.uid, clientId);
      const [row] = await tx
        .update(clients)
        .set({
          ...fields,
          notifyThrough: notificationsSettings?.notifyThrough ?? client.notifyThrough,
          notifyIf: notificationsSettings?.notifyIf ?? client.notifyIf,
          status: 'offline',
          lastModified: new Date(),
        })
        .where(eq(clients.id, client.id))
        .returning();
      if (!row) throw new Error(`client ${clientId} was not updated`);
      return toClient(box, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
    throw error;
  }
}
