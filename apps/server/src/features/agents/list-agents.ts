import type { AgentSummary, Region } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';

const listKey = (region: Region, workspaceUid: string) => `${region}:${workspaceUid}`;

/** The workspace's agents, most recently modified first (newest created first within one second). */
export async function listAgents(
  regions: Regions,
  caches: ReadCaches,
  region: Region,
  workspaceUid: string,
): Promise<AgentSummary[]> {
  const key = listKey(region, workspaceUid);
  const cached = caches.get('agentList', key);
  if (cached) return cached;
  const list = await regions
    .db(region)
    .select({
      ID: agents.id,
      title: agents.title,
      description: agents.description,
      roundedImageURL: agents.roundedImageURL,
      lastModified: agents.lastModified,
      starred: agents.starred,
    })
    .from(agents)
    .where(eq(agents.workspaceUid, workspaceUid))
    .orderBy(desc(agents.lastModified), desc(agents.createdAt), agents.id);
  caches.set('agentList', key, list);
  return list;
}

/** Every write that changes what the list shows calls this once it has committed. */
export function forgetAgentList(caches: ReadCaches, region: Region, workspaceUid: string) {
  return caches.invalidate('agentList', [listKey(region, workspaceUid)]);
}
