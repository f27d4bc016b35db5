import { CLIENT_NOT_FOUND_MESSAGE, type ClientDashboardPreview } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { clients } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { listClientAgents } from './list-client-agents.js';
import { loadClientSession } from './load-client-session.js';

/**
 * The dashboard one of the agency's clients would load (its session and its agents), for the
 * agency settings' live preview (spec 001 §2); another workspace's client is not found.
 */
export async function previewClientDashboard(
  deps: { regions: Regions; secretBox: SecretBox },
  access: WorkspaceAccess,
  clientId: string,
): Promise<ClientDashboardPreview> {
  const db = deps.regions.db(access.region);
  const [client] = await db
    .select({ id: clients.id, widgetIDs: clients.widgetIDs })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceUid, access.uid)));
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  const [session, { agents }] = await Promise.all([
    loadClientSession(deps, access.region, client.id),
    listClientAgents(db, { workspaceUid: access.uid, widgetIDs: client.widgetIDs }),
  ]);
  return { session, agents };
}
