import { eq, sql } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { forgetAgentList } from './list-agents.js';

/** The list's star: changes only `starred`, in the column and the document alike. */
export async function starAgent(regions: Regions, caches: ReadCaches, access: AgentAccess, starred: boolean) {
  await regions
    .db(access.region)
    .update(agents)
    .set({ starred, doc: sql`jsonb_set(${agents.doc}, '{starred}', ${JSON.stringify(starred)}::jsonb)` })
    .where(eq(agents.id, access.agentId));
  await forgetAgentList(caches, access.region, access.workspaceUid);
}
