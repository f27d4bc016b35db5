import { REGIONS, type Region } from '@agent-platform/core';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { startSweeps } from '../../platform/jobs/sweeps.js';
import { CRAWL_QUEUE } from './crawl-website.js';
import { enqueueIngestion, INGEST_QUEUE, INGESTION_ID_LENGTH } from './queue-ingestion.js';

/**
 * A document or crawl is saved before its job is queued: one untouched for this long without a job
 * lost it (its process died in between), while a live process is never caught between the two.
 */
const UNQUEUED_AFTER_SECONDS = 20;
/** How often a process looks for such work. */
const LOOK_EVERY_MS = 15_000;

/**
 * Queues again the documents and website crawls left unfinished with no job to finish them: a
 * process killed between saving a page and queuing its job, or between a crawl's row and its job,
 * left them so, and a crawl run again skips the pages it has. A document's new ingestion id voids
 * any job of the old one; its attempts are kept, so a document that keeps killing its process
 * ends in ERROR. Each is claimed by a conditional update, so two processes never both queue one.
 */
export async function requeueLostKnowledgeWork(deps: { regions: Regions; jobs: Jobs }, region: Region) {
  const db = deps.regions.db(region);
  // The jobs first, then the rows: a job that ends in between leaves its row finished, not lost.
  const [ingestions, crawlJobs] = await Promise.all([
    deps.jobs.jobKeys(region, INGEST_QUEUE, 'ingestionId'),
    deps.jobs.jobKeys(region, CRAWL_QUEUE, 'crawlId'),
  ]);
  const before = new Date(Date.now() - UNQUEUED_AFTER_SECONDS * 1000);
  const unfinished = inArray(knowledgeDocs.status, ['INITIALIZED', 'PENDING']);
  const docs = await db
    .select({ id: knowledgeDocs.id, ingestionId: knowledgeDocs.ingestionId })
    .from(knowledgeDocs)
    .where(and(unfinished, lt(knowledgeDocs.updatedAt, before)));
  let requeued = 0;
  for (const doc of docs.filter((d) => !ingestions.has(d.ingestionId))) {
    const ingestionId = randomId(INGESTION_ID_LENGTH);
    const [claimed] = await db
      .update(knowledgeDocs)
      .set({ ingestionId, status: 'INITIALIZED', error: null, updatedAt: new Date() })
      .where(and(eq(knowledgeDocs.id, doc.id), eq(knowledgeDocs.ingestionId, doc.ingestionId), unfinished))
      .returning({ id: knowledgeDocs.id });
    if (!claimed) continue;
    await enqueueIngestion(db, deps.jobs, region, doc.id, ingestionId);
    requeued++;
  }
  const lostCrawl = and(
    inArray(knowledgeCrawls.status, ['INITIALIZED', 'PENDING']),
    lt(knowledgeCrawls.updatedAt, before),
  );
  const crawls = await db.select({ id: knowledgeCrawls.id }).from(knowledgeCrawls).where(lostCrawl);
  for (const crawl of crawls.filter((c) => !crawlJobs.has(c.id))) {
    // Touched as it is claimed: another process's look finds it no longer lost.
    const [claimed] = await db
      .update(knowledgeCrawls)
      .set({ updatedAt: new Date() })
      .where(and(eq(knowledgeCrawls.id, crawl.id), lostCrawl))
      .returning({ id: knowledgeCrawls.id });
    if (!claimed) continue;
    // A crawl run again adds only the pages it had not added yet.
    await deps.jobs.enqueue(region, CRAWL_QUEUE, { crawlId: crawl.id });
    requeued++;
  }
  return requeued;
}

/** Looks at start (a restart after a crash finds its own leftovers) and then every little while. */
export function startLostKnowledgeSweeps(deps: {
  regions: Regions;
  jobs: Jobs;
  log: FastifyBaseLogger;
}): Promise<() => void> {
  return startSweeps(deps.log, 'Queuing lost knowledge work again', LOOK_EVERY_MS, async () => {
    for (const region of REGIONS) {
      const count = await requeueLostKnowledgeWork(deps, region);
      if (count > 0) deps.log.info({ region, count }, 'knowledge work left without a job was queued again');
    }
  });
}
