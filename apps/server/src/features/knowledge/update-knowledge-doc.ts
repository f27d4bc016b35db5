import type { KbDoc, UpdateKbDocBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { findKnowledgeDoc } from './find-knowledge-doc.js';
import { planNextRefresh } from './refresh-knowledge-doc.js';
import { toKbDoc } from './to-kb-doc.js';

/**
 * Changes a document's name, tags or refresh rate; its text and chunks stay as they are. A new
 * refresh rate plans the page's next reading from its last one.
 */
export async function updateKnowledgeDoc(
  regions: Regions,
  jobs: Jobs,
  log: FastifyBaseLogger,
  access: AgentAccess,
  docId: string,
  body: UpdateKbDocBody,
): Promise<KbDoc> {
  const doc = await findKnowledgeDoc(regions, access, docId);
  const [row] = await regions
    .db(access.region)
    .update(knowledgeDocs)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(knowledgeDocs.id, doc.id))
    .returning();
  if (body.refreshRate && body.refreshRate !== doc.refreshRate) {
    await planNextRefresh({ regions, jobs, log }, access.region, doc.id, doc.lastRefreshAt ?? new Date());
  }
  return toKbDoc(row ?? doc);
}
