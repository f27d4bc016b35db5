import { KB_REFRESH_SECONDS, type KbRefreshRate, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { queueIngestion } from './queue-ingestion.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** Read a web page again, if it is still at the ingestion and refresh rate this was planned for. */
    'knowledge-refresh': { docId: string; ingestionId: string; refreshRate: KbRefreshRate };
  }
}

export const REFRESH_QUEUE = 'knowledge-refresh';

interface RefreshDeps {
  regions: Regions;
  jobs: Jobs;
  log: FastifyBaseLogger;
}

/**
 * The `knowledge-refresh` job: queues a new reading of the page. A job planned for an older
 * ingestion (re-indexed since) or another refresh rate (changed since) does nothing: the
 * plan made then replaced it.
 */
export async function refreshKnowledgeDoc(
  deps: RefreshDeps,
  region: Region,
  job: { docId: string; ingestionId: string; refreshRate: KbRefreshRate },
): Promise<void> {
  const db = deps.regions.db(region);
  const [doc] = await db
    .select({ ingestionId: knowledgeDocs.ingestionId, refreshRate: knowledgeDocs.refreshRate })
    .from(knowledgeDocs)
    .where(eq(knowledgeDocs.id, job.docId))
    .limit(1);
  if (!doc || doc.ingestionId !== job.ingestionId || doc.refreshRate !== job.refreshRate) return;
  await queueIngestion(db, deps.jobs, region, job.docId);
}

/**
 * Plans the next reading of a web page whose last ingestion has ended (in SUCCESS or ERROR: a
 * site down today is tried again at the next refresh), `refreshRate` after `from`.
 */
export async function planNextRefresh(
  deps: RefreshDeps,
  region: Region,
  docId: string,
  from: Date = new Date(),
): Promise<void> {
  const [doc] = await deps.regions
    .db(region)
    .select({
      sourceType: knowledgeDocs.sourceType,
      status: knowledgeDocs.status,
      ingestionId: knowledgeDocs.ingestionId,
      refreshRate: knowledgeDocs.refreshRate,
    })
    .from(knowledgeDocs)
    .where(eq(knowledgeDocs.id, docId))
    .limit(1);
  if (doc?.sourceType !== 'url' || doc.refreshRate === 'never') return;
  if (doc.status !== 'SUCCESS' && doc.status !== 'ERROR') return;
  const due = from.getTime() + KB_REFRESH_SECONDS[doc.refreshRate] * 1000;
  const startAfterSeconds = Math.max(1, Math.ceil((due - Date.now()) / 1000));
  try {
    await deps.jobs.enqueue(
      region,
      REFRESH_QUEUE,
      { docId, ingestionId: doc.ingestionId, refreshRate: doc.refreshRate },
      { startAfterSeconds },
    );
  } catch (error) {
    deps.log.error({ err: error, docId, region }, 'the next refresh of a knowledge page could not be planned');
  }
}
