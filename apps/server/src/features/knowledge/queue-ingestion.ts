import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs/jobs.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** Read a document's text, chunk it and store the chunks; `ingestionId` must still be the document's. */
    'knowledge-ingest': { docId: string; ingestionId: string };
  }
}

export const INGEST_QUEUE = 'knowledge-ingest';
export const INGESTION_ID_LENGTH = 16;

/**
 * Asks for a fresh reading of a document: a new ingestion id (any job of an older one now writes
 * nothing), status INITIALIZED, and a job. A re-index starts its count of attempts again; a
 * restart's recovery keeps it, so a document that keeps killing its process ends in ERROR.
 */
export async function queueIngestion(
  db: Db,
  jobs: Jobs,
  region: Region,
  docId: string,
  { keepAttempts = false }: { keepAttempts?: boolean } = {},
): Promise<void> {
  const ingestionId = randomId(INGESTION_ID_LENGTH);
  await db
    .update(knowledgeDocs)
    .set({
      ingestionId,
      status: 'INITIALIZED',
      error: null,
      updatedAt: new Date(),
      ...(keepAttempts ? {} : { attempts: 0 }),
    })
    .where(eq(knowledgeDocs.id, docId));
  await enqueueIngestion(db, jobs, region, docId, ingestionId);
}

/** Enqueues the job of an ingestion already recorded on the document; a refusal is the document's ERROR. */
export async function enqueueIngestion(db: Db, jobs: Jobs, region: Region, docId: string, ingestionId: string) {
  try {
    await jobs.enqueue(region, INGEST_QUEUE, { docId, ingestionId });
  } catch (error) {
    await db
      .update(knowledgeDocs)
      .set({ status: 'ERROR', error: 'The document could not be queued for processing. Please re-index it.' })
      .where(eq(knowledgeDocs.id, docId));
    throw error;
  }
}
