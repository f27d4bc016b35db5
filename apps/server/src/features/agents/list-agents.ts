import type { AgentSummary } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';

/** The workspace's agents, most recently modified first. */
export async function listAgents(db: Db, workspaceUid: string): Promise<AgentSummary[]> {
  return db
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
    .orderBy(desc(agents.lastModified));
}
