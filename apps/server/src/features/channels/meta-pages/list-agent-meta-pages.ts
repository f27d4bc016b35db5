import type { MetaPage } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import type { Regions } from '../../../platform/db/regions.js';
import { metaPages } from '../../../platform/db/schema/index.js';

/** The pages connected to the agent (spec: metaPages queried by agentId). */
export async function listAgentMetaPages(regions: Regions, access: AgentAccess): Promise<MetaPage[]> {
  const rows = await regions
    .db(access.region)
    .select()
    .from(metaPages)
    .where(eq(metaPages.agentId, access.agentId))
    .orderBy(asc(metaPages.connectedAt));
  return rows.map(toMetaPage);
}

/** A record as the dashboard sees it: everything but the page token. */
export const toMetaPage = (row: typeof metaPages.$inferSelect): MetaPage => ({
  agentId: row.agentId,
  pageId: row.pageId,
  pageName: row.pageName,
  igPageId: row.igPageId,
  igPageName: row.igPageName,
  connectedAt: row.connectedAt.toISOString(),
});
