import type { KbCrawl, UpdateKbCrawlBody } from '@agent-platform/core';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { crawlSkipCounts } from './crawl-skips.js';
import { findKnowledgeCrawl } from './find-knowledge-crawl.js';
import { crawlPages } from './list-knowledge-crawl-pages.js';
import { planNextRefresh } from './refresh-knowledge-doc.js';
import { toKbCrawl } from './to-kb-crawl.js';

/**
 * Changes a crawl's schedule: its refresh rate, which each of its pages then follows, the next
 * reading of each planned from its last one. Pages found later get it too.
 */
export async function updateKnowledgeCrawl(
  deps: { regions: Regions; jobs: Jobs; log: FastifyBaseLogger },
  access: WorkspaceAccess,
  crawlId: string,
  body: UpdateKbCrawlBody,
): Promise<KbCrawl> {
  const db = deps.regions.db(access.region);
  const crawl = await findKnowledgeCrawl(deps.regions, access, crawlId);
  // Its updatedAt is left alone: it marks when the crawl last looked for pages.
  await db.update(knowledgeCrawls).set({ refreshRate: body.refreshRate }).where(eq(knowledgeCrawls.id, crawl.id));
  const changed = await db
    .update(knowledgeDocs)
    .set({ refreshRate: body.refreshRate, updatedAt: new Date() })
    .where(and(eq(knowledgeDocs.crawlId, crawl.id), ne(knowledgeDocs.refreshRate, body.refreshRate)))
    .returning({ id: knowledgeDocs.id, lastRefreshAt: knowledgeDocs.lastRefreshAt });
  for (const page of changed) {
    await planNextRefresh(deps, access.region, page.id, page.lastRefreshAt ?? new Date());
  }
  return toKbCrawl(
    await findKnowledgeCrawl(deps.regions, access, crawlId),
    await crawlPages(db, access.uid, [crawl.id]),
    (await crawlSkipCounts(db, [crawl.id])).get(crawl.id),
  );
}
