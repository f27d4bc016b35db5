import type { WorkspaceMetaPages } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../../platform/auth/principals.js';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, metaPages } from '../../../platform/db/schema/index.js';
import { toMetaPage } from './list-agent-meta-pages.js';

/** `/meta-pages`: every page connected to one of the workspace's agents, with the agent's name. */
export async function listWorkspaceMetaPages(regions: Regions, access: WorkspaceAccess): Promise<WorkspaceMetaPages> {
  const rows = await regions
    .db(access.region)
    .select({ page: metaPages, agentTitle: agents.title })
    .from(metaPages)
    .innerJoin(agents, eq(agents.id, metaPages.agentId))
    .where(eq(metaPages.workspaceUid, access.uid))
    .orderBy(asc(agents.title), asc(metaPages.connectedAt));
  return { pages: rows.map((row) => ({ ...toMetaPage(row.page), agentTitle: row.agentTitle })) };
}
