import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** One of the workspace's website crawls; another workspace's is not found, like a missing one. */
export async function findKnowledgeCrawl(regions: Regions, access: WorkspaceAccess, crawlId: string) {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(knowledgeCrawls)
    .where(and(eq(knowledgeCrawls.id, crawlId), eq(knowledgeCrawls.workspaceUid, access.uid)))
    .limit(1);
  if (!row) throw notFound('Crawl not found.');
  return row;
}
