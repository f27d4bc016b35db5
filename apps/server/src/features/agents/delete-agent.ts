import { and, eq, sql } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, clients, orgs } from '../../platform/db/schema/index.js';
import { forgetAgentList } from './list-agents.js';

/** Deletes the agent with its versions, and takes it out of its organisations' and clients' widgetIDs. */
export async function deleteAgent(regions: Regions, caches: ReadCaches, access: AgentAccess) {
  await regions.db(access.region).transaction(async (tx) => {
    await tx.delete(agents).where(eq(agents.id, access.agentId));
    await tx
      .update(orgs)
      .set({ widgetIDs: sql`${orgs.widgetIDs} - ${access.agentId}::text` })
      .where(eq(orgs.workspaceUid, access.workspaceUid));
    await tx
      .update(clients)
      .set({ widgetIDs: sql`${clients.widgetIDs} - ${access.agentId}::text` })
      .where(and(eq(clients.workspaceUid, access.workspaceUid), sql`${clients.widgetIDs} ? ${access.agentId}`));
  });
  await forgetAgentList(caches, access.region, access.workspaceUid);
}
