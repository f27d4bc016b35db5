import type { KbDoc, UpdateKbDocBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import type { AgentAccess } from '../agents/agent-access.js';
import { findKnowledgeDoc } from './find-knowledge-doc.js';
import { toKbDoc } from './to-kb-doc.js';

/** Changes a document's name, tags or refresh rate; its text and chunks stay as they are. */
export async function updateKnowledgeDoc(
  regions: Regions,
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
  return toKbDoc(row ?? doc);
}
