import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { knowledgeCrawls } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { createWorkspaceLimiter } from '../../platform/limits/workspace-limiter.js';
import { CRAWL_QUEUE, crawlWebsite } from './crawl-website.js';
import type { IngestionDeps } from './ingest-knowledge-doc.js';

// Crawls run at once per region by each process, so that one workspace's crawls leave room for others'.
const CRAWL_CONCURRENCY = 3;
// A crawl whose workspace is at its limit goes back in the queue for this long; the worker takes the next one.
const CRAWL_WAIT_SECONDS = 5;

/**
 * Works the crawl queue with each workspace held to `crawlsAtOnce` crawls in this process. A
 * crawl over its workspace's share is not failed: it waits in the queue again, and the worker
 * moves on to the next crawl, usually another tenant's.
 */
export async function workCrawls(deps: IngestionDeps & { jobs: Jobs; crawlsAtOnce: number }): Promise<void> {
  const slots = createWorkspaceLimiter({ concurrent: deps.crawlsAtOnce, queued: 0, fullMessage: '' });
  await deps.jobs.work(CRAWL_QUEUE, { concurrency: CRAWL_CONCURRENCY }, async (data, job) => {
    const workspaceUid = await crawlWorkspace(deps, job.region, data.crawlId);
    // Deleted before its turn: nothing to crawl.
    if (!workspaceUid) return;
    const release = slots.tryAcquire(`${job.region}:${workspaceUid}`);
    if (!release) {
      await deps.jobs.enqueue(job.region, CRAWL_QUEUE, data, { startAfterSeconds: CRAWL_WAIT_SECONDS });
      return;
    }
    try {
      await crawlWebsite(deps, job.region, data);
    } finally {
      release();
    }
  });
}

async function crawlWorkspace(deps: IngestionDeps, region: Region, crawlId: string): Promise<string | undefined> {
  const [crawl] = await deps.regions
    .db(region)
    .select({ workspaceUid: knowledgeCrawls.workspaceUid })
    .from(knowledgeCrawls)
    .where(eq(knowledgeCrawls.id, crawlId));
  return crawl?.workspaceUid;
}
