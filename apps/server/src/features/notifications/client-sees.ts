import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { orgNotifications } from '../../platform/db/schema/index.js';

/**
 * The organisation notifications a client may see: its organisation's, naming it, and about an
 * agent it still has (an agent taken away takes its notifications with it).
 */
export function clientSees(client: ClientAccess): SQL {
  if (client.widgetIDs.length === 0) return sql`false`;
  return and(
    eq(orgNotifications.orgId, client.orgId),
    eq(orgNotifications.workspaceUid, client.workspaceUid),
    sql`${client.clientId} = any(${orgNotifications.notifyOnly})`,
    inArray(orgNotifications.agentId, [...client.widgetIDs]),
  ) as SQL;
}
