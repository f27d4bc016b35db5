import type { Region } from '@agent-platform/core';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { knowledgeCrawlSkips, knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { recordCrawlSkip } from './crawl-skips.js';
import { type DiscoverySkip, discoverWebsitePages, WebsiteUnreadable } from './discover-website-pages.js';
import type { IngestionDeps } from './ingest-knowledge-doc.js';
import { insertKnowledgeDoc } from './insert-knowledge-doc.js';
import { pageKey } from './page-key.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** Find a website crawl's pages and add each as a knowledge document. */
    'knowledge-crawl': { crawlId: string };
  }
}

export const CRAWL_QUEUE = 'knowledge-crawl';

/** Enqueues a crawl already saved as INITIALIZED; a refusal is the crawl's ERROR. */
export async function queueCrawl(db: Db, jobs: Jobs, region: Region, crawlId: string): Promise<void> {
  try {
    await jobs.enqueue(region, CRAWL_QUEUE, { crawlId });
  } catch (error) {
    await db
      .update(knowledgeCrawls)
      .set({ status: 'ERROR', error: 'The website could not be queued for reading. Please try again.' })
      .where(eq(knowledgeCrawls.id, crawlId));
    throw error;
  }
}

/** The pages this run's discovery skipped (robots.txt, too large) replace the last run's, in one transaction. */
async function recordDiscoverySkips(db: Db, crawlId: string, skips: DiscoverySkip[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(knowledgeCrawlSkips)
      .where(
        and(eq(knowledgeCrawlSkips.crawlId, crawlId), inArray(knowledgeCrawlSkips.reason, ['robots', 'too-large'])),
      );
    for (const skip of skips) await recordCrawlSkip(tx, { crawlId, ...skip });
  });
}

/**
 * The `knowledge-crawl` job: finds the website's pages and adds each as a `url` document tagged
 * with the crawl, read by the usual ingestion jobs. Every failure ends the crawl in ERROR with a
 * reason; nothing is thrown to the queue. Run again after a crash, it adds only the pages it had
 * not added yet. Pages robots.txt disallows go to the crawl's run log; so do pages whose text turns
 * out to be known already, when they are read (see `ingestKnowledgeDoc`).
 */
export async function crawlWebsite(deps: IngestionDeps & { jobs: Jobs }, region: Region, job: { crawlId: string }) {
  const db = deps.regions.db(region);
  const [crawl] = await db
    .update(knowledgeCrawls)
    .set({ status: 'PENDING', error: null, updatedAt: new Date() })
    .where(and(eq(knowledgeCrawls.id, job.crawlId), inArray(knowledgeCrawls.status, ['INITIALIZED', 'PENDING'])))
    .returning();
  if (!crawl) return;
  const finish = (status: 'SUCCESS' | 'ERROR', error: string | null = null) =>
    db.update(knowledgeCrawls).set({ status, error, updatedAt: new Date() }).where(eq(knowledgeCrawls.id, crawl.id));

  try {
    const { pages, skipped } = await discoverWebsitePages(deps.egress, crawl.url, crawl);
    const added = await db
      .select({ url: knowledgeDocs.url })
      .from(knowledgeDocs)
      .where(and(eq(knowledgeDocs.crawlId, crawl.id), isNotNull(knowledgeDocs.url)));
    const known = new Set(added.map((doc) => pageKey(doc.url ?? '')));
    await recordDiscoverySkips(db, crawl.id, skipped);
    const access = { region, agentId: crawl.agentId, workspaceUid: crawl.workspaceUid, principal: 'agent' as const };
    for (const url of pages) {
      if (known.has(pageKey(url))) continue;
      // Skipped before as the same text as another page: read again, in case that page is gone.
      await db
        .delete(knowledgeCrawlSkips)
        .where(and(eq(knowledgeCrawlSkips.crawlId, crawl.id), eq(knowledgeCrawlSkips.url, url)));
      await insertKnowledgeDoc(deps.regions, deps.jobs, access, {
        name: url,
        sourceType: 'url',
        format: 'page',
        url,
        crawlId: crawl.id,
        tags: crawl.tags,
        refreshRate: crawl.refreshRate,
      });
    }
    await finish('SUCCESS');
  } catch (error) {
    // Deleted from the Crawler page while it ran: its pages went with it, and nothing is left to report.
    const [left] = await db
      .select({ id: knowledgeCrawls.id })
      .from(knowledgeCrawls)
      .where(eq(knowledgeCrawls.id, crawl.id));
    if (!left) return;
    if (error instanceof WebsiteUnreadable || error instanceof AppError) {
      await finish('ERROR', error.message);
      return;
    }
    deps.log.error({ err: error, crawlId: crawl.id, region }, 'website crawl failed');
    await finish('ERROR', 'Something went wrong while reading this website. Please add it again.');
  }
}
