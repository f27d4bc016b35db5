import { and, eq } from 'drizzle-orm';
import { agentNotFound } from '../../platform/auth/agent-key.js';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';

/** Removes a `vf` agent's runtime API key; its conversations cannot reach the runtime until a new one is saved. */
export async function deleteVfApiKey(regions: Regions, access: WorkspaceAccess, agentId: string) {
  const updated = await regions
    .db(access.region)
    .update(agents)
    .set({ vfApiKeyEncrypted: null })
    .where(and(eq(agents.id, agentId), eq(agents.workspaceUid, access.uid)))
    .returning({ id: agents.id });
  if (updated.length === 0) throw agentNotFound();
}
