import type { WorkspaceKbCrawl } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, knowledgeCrawls } from '../../platform/db/schema/index.js';
import { crawlSkipCounts } from './crawl-skips.js';
import { crawlPages } from './list-knowledge-crawl-pages.js';
import { toKbCrawl } from './to-kb-crawl.js';

/** The Crawler page: the website crawls of every agent of the workspace, newest first. */
export async function listKnowledgeCrawls(regions: Regions, access: WorkspaceAccess): Promise<WorkspaceKbCrawl[]> {
  const db = regions.db(access.region);
  const rows = await db
    .select({ crawl: knowledgeCrawls, agentName: agents.title })
    .from(knowledgeCrawls)
    .innerJoin(agents, eq(agents.id, knowledgeCrawls.agentId))
    .where(eq(knowledgeCrawls.workspaceUid, access.uid))
    .orderBy(desc(knowledgeCrawls.createdAt), desc(knowledgeCrawls.id));
  const pages = await crawlPages(
    db,
    access.uid,
    rows.map((row) => row.crawl.id),
  );
  const skipped = await crawlSkipCounts(
    db,
    rows.map((row) => row.crawl.id),
  );
  return rows.map(({ crawl, agentName }) => ({
    ...toKbCrawl(
      crawl,
      pages.filter((page) => page.crawlId === crawl.id),
      skipped.get(crawl.id),
    ),
    agentName,
  }));
}
