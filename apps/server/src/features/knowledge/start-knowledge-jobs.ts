import type { Jobs } from '../../platform/jobs/jobs.js';
import { CRAWL_QUEUE } from './crawl-website.js';
import { type IngestionDeps, ingestKnowledgeDoc } from './ingest-knowledge-doc.js';
import { INGEST_QUEUE } from './queue-ingestion.js';
import { planNextRefresh, REFRESH_QUEUE, refreshKnowledgeDoc } from './refresh-knowledge-doc.js';
import { startLostKnowledgeSweeps } from './requeue-lost-knowledge-work.js';
import { workCrawls } from './work-crawls.js';

// A job left running by a dead process expires after this and is retried by a live one.
const INGEST_EXPIRE_SECONDS = 10 * 60;
// Documents read at once per region by each process: parsing is CPU work on a small machine.
const INGEST_CONCURRENCY = 2;

/**
 * Declares the ingestion, refresh and crawl queues and works them. A job a dead process left
 * running is retried (see `Jobs`); documents and crawls a dead process left with no job at all are
 * queued again (see `requeueLostKnowledgeWork`). Returns the stop of those sweeps.
 */
export async function startKnowledgeJobs(
  deps: IngestionDeps & { jobs: Jobs; crawlsAtOnce: number },
): Promise<() => void> {
  const { jobs } = deps;
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
  return startLostKnowledgeSweeps(deps);
}
