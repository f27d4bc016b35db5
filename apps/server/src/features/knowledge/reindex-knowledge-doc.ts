import type { KbDoc } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { findKnowledgeDoc } from './find-knowledge-doc.js';
import { queueIngestion } from './queue-ingestion.js';
import { toKbDoc } from './to-kb-doc.js';

/**
 * Reads a document again from its source (file, page or Q&A). Its current chunks keep answering
 * until the new ones replace them all at once.
 */
export async function reindexKnowledgeDoc(
  regions: Regions,
  jobs: Jobs,
  access: AgentAccess,
  docId: string,
): Promise<KbDoc> {
  const doc = await findKnowledgeDoc(regions, access, docId);
  await queueIngestion(regions.db(access.region), jobs, access.region, doc.id);
  return toKbDoc(await findKnowledgeDoc(regions, access, docId));
}
