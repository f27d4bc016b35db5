import { and, eq } from 'drizzle-orm';
import { agentNotFound } from '../../platform/auth/agent-key.js';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';

/** One of the workspace's agents, with its runtime key column; another workspace's agent is not found. */
export async function findWorkspaceAgent(regions: Regions, access: WorkspaceAccess, agentId: string) {
  const [row] = await regions
    .db(access.region)
    .select({ id: agents.id, doc: agents.doc, vfApiKeyEncrypted: agents.vfApiKeyEncrypted })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.workspaceUid, access.uid)))
    .limit(1);
  if (!row) throw agentNotFound();
  return row;
}
