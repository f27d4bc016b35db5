import type { KbDoc, KbFormat, KbRefreshRate, KbSourceType } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { assertKnowledgeRoom } from './knowledge-usage.js';
import { enqueueIngestion, INGESTION_ID_LENGTH } from './queue-ingestion.js';
import { toKbDoc } from './to-kb-doc.js';

export const KB_DOC_ID_LENGTH = 20;

export interface NewKnowledgeDoc {
  name: string;
  sourceType: KbSourceType;
  format: KbFormat;
  url?: string;
  /** The website crawl that found this page. */
  crawlId?: string;
  source?: Buffer;
  /** Known text (a Q&A); other documents get theirs when their job reads them. */
  content?: string;
  tags: string[];
  refreshRate: KbRefreshRate;
}

/**
 * Saves a new document as INITIALIZED and queues its reading. The plan's character limit is
 * checked here for text known now, and by the job for text it reads.
 */
export async function insertKnowledgeDoc(
  regions: Regions,
  jobs: Jobs,
  access: AgentAccess,
  doc: NewKnowledgeDoc,
): Promise<KbDoc> {
  const db = regions.db(access.region);
  await assertKnowledgeRoom(db, access.workspaceUid, Math.max(1, doc.content?.length ?? 0));
  const ingestionId = randomId(INGESTION_ID_LENGTH);
  const [row] = await db
    .insert(knowledgeDocs)
    .values({
      id: randomId(KB_DOC_ID_LENGTH),
      workspaceUid: access.workspaceUid,
      agentId: access.agentId,
      name: doc.name,
      sourceType: doc.sourceType,
      format: doc.format,
      url: doc.url ?? null,
      crawlId: doc.crawlId ?? null,
      source: doc.source ?? null,
      content: doc.content ?? '',
      status: 'INITIALIZED',
      tags: doc.tags,
      refreshRate: doc.refreshRate,
      ingestionId,
    })
    .returning();
  if (!row) throw new Error('the document was not saved');
  await enqueueIngestion(db, jobs, access.region, row.id, ingestionId);
  return toKbDoc(row);
}
