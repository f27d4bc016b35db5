import { isKbDocProcessing, type KbCrawl } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { crawlSkipCounts } from './crawl-skips.js';
import { queueCrawl } from './crawl-website.js';
import { findKnowledgeCrawl } from './find-knowledge-crawl.js';
import { crawlPages } from './list-knowledge-crawl-pages.js';
import { queueIngestion } from './queue-ingestion.js';
import { toKbCrawl } from './to-kb-crawl.js';

/**
 * Runs a crawl again now: each page it found is read again (its current chunks answer until the
 * new ones replace them), and the crawl looks for pages again, adding those it had not found.
 * A crawl still running is left to finish.
 */
export async function runKnowledgeCrawl(
  regions: Regions,
  jobs: Jobs,
  access: WorkspaceAccess,
  crawlId: string,
): Promise<KbCrawl> {
  const db = regions.db(access.region);
  const crawl = await findKnowledgeCrawl(regions, access, crawlId);
  if (!isKbDocProcessing(crawl.status)) {
    await db
      .update(knowledgeCrawls)
      .set({ status: 'INITIALIZED', error: null, updatedAt: new Date() })
      .where(eq(knowledgeCrawls.id, crawl.id));
    for (const page of await crawlPages(db, access.uid, [crawl.id])) {
      if (!isKbDocProcessing(page.status)) await queueIngestion(db, jobs, access.region, page.ID);
    }
    await queueCrawl(db, jobs, access.region, crawl.id);
  }
  return toKbCrawl(
    await findKnowledgeCrawl(regions, access, crawlId),
    await crawlPages(db, access.uid, [crawl.id]),
    (await crawlSkipCounts(db, [crawl.id])).get(crawl.id),
  );
}
