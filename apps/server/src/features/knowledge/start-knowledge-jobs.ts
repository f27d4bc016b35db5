import { REGIONS } from '@agent-platform/core';
import { and, inArray, lt } from 'drizzle-orm';
import { knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { CRAWL_QUEUE } from './crawl-website.js';
import { type IngestionDeps, ingestKnowledgeDoc } from './ingest-knowledge-doc.js';
import { INGEST_QUEUE, queueIngestion } from './queue-ingestion.js';
import { planNextRefresh, REFRESH_QUEUE, refreshKnowledgeDoc } from './refresh-knowledge-doc.js';
import { workCrawls } from './work-crawls.js';

// A job left running by a dead process expires after this and is retried by a live one.
const INGEST_EXPIRE_SECONDS = 10 * 60;
// Documents read at once per region by each process: parsing is CPU work on a small machine.
const INGEST_CONCURRENCY = 2;

/**
 * Declares the ingestion, refresh and crawl queues, works them, and recovers documents (and website
 * crawls) a dead process left INITIALIZED or PENDING: each is queued again (its new ingestion id voids the old job). On an embedded
 * database this process is the only one, so every such document was left behind; on a server,
 * only those untouched for longer than a job may run, so another live process's work is spared.
 */
export async function startKnowledgeJobs(deps: IngestionDeps & { jobs: Jobs; crawlsAtOnce: number }): Promise<void> {
  const { jobs, regions, log } = deps;
  await jobs.defineQueue(INGEST_QUEUE, {
    expireInSeconds: INGEST_EXPIRE_SECONDS,
    retryLimit: 2,
    retryDelaySeconds: 5,
  });
  await jobs.defineQueue(REFRESH_QUEUE, { retryLimit: 2, retryDelaySeconds: 60 });
  await jobs.work(INGEST_QUEUE, { concurrency: INGEST_CONCURRENCY }, async (data, job) => {
    await ingestKnowledgeDoc(deps, job.region, data);
    await planNextRefresh(deps, job.region, data.docId);
  });
  await jobs.work(REFRESH_QUEUE, {}, (data, job) => refreshKnowledgeDoc(deps, job.region, data));
  // A crawl left running by a dead process is found again by the retry; it adds only the pages it had not.
  await jobs.defineQueue(CRAWL_QUEUE, { expireInSeconds: INGEST_EXPIRE_SECONDS, retryLimit: 2, retryDelaySeconds: 5 });
  await workCrawls(deps);
  for (const region of REGIONS) {
    const db = regions.db(region);
    const staleBefore = new Date(
      regions.kind(region) === 'pglite' ? Date.now() + 1000 : Date.now() - INGEST_EXPIRE_SECONDS * 1000,
    );
    const left = await db
      .select({ id: knowledgeDocs.id })
      .from(knowledgeDocs)
      .where(and(inArray(knowledgeDocs.status, ['INITIALIZED', 'PENDING']), lt(knowledgeDocs.updatedAt, staleBefore)));
    for (const { id } of left) {
      await queueIngestion(db, jobs, region, id, { keepAttempts: true });
    }
    if (left.length > 0)
      log.info({ region, count: left.length }, 'knowledge documents left unfinished were queued again');
    // A crawl run again adds only the pages it had not added yet.
    const crawls = await db
      .select({ id: knowledgeCrawls.id })
      .from(knowledgeCrawls)
      .where(
        and(inArray(knowledgeCrawls.status, ['INITIALIZED', 'PENDING']), lt(knowledgeCrawls.updatedAt, staleBefore)),
      );
    for (const { id } of crawls) await jobs.enqueue(region, CRAWL_QUEUE, { crawlId: id });
    if (crawls.length > 0)
      log.info({ region, count: crawls.length }, 'website crawls left unfinished were queued again');
  }
}
