import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { orgNotifications } from '../../platform/db/schema/index.js';

/**
 * The organisation notifications a client may see: its organisation's, naming it, and about the
 * organisation itself or an agent it still has (an agent taken away takes its notifications with it).
 */
export function clientSees(client: ClientAccess): SQL {
  const aboutItsAgents =
    client.widgetIDs.length === 0 ? sql`false` : inArray(orgNotifications.agentId, [...client.widgetIDs]);
  return and(
    eq(orgNotifications.orgId, client.orgId),
    eq(orgNotifications.workspaceUid, client.workspaceUid),
    sql`${client.clientId} = any(${orgNotifications.notifyOnly})`,
    or(isNull(orgNotifications.agentId), aboutItsAgents),
  ) as SQL;
}
