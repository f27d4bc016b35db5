import { and, inArray } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { orgNotificationSeen, orgNotifications } from '../../platform/db/schema/index.js';
import { clientSees } from './client-sees.js';

/**
 * Marks notifications seen by the signed-in client only; ids of another organisation's, or of
 * ones the client may not see, are passed over.
 */
export async function markClientNotificationsSeen(
  regions: Regions,
  client: ClientAccess,
  ids: string[],
): Promise<void> {
  const db = regions.db(client.region);
  const visible = await db
    .select({ id: orgNotifications.id })
    .from(orgNotifications)
    .where(and(clientSees(client), inArray(orgNotifications.id, ids)));
  if (visible.length === 0) return;
  await db
    .insert(orgNotificationSeen)
    .values(visible.map(({ id }) => ({ notificationId: id, clientId: client.clientId })))
    .onConflictDoNothing();
}
