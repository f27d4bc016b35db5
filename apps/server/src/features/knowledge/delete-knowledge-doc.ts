import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import { findKnowledgeDoc } from './find-knowledge-doc.js';

/** Deletes a document and, by cascade, its chunks; a job still reading it then writes nothing. */
export async function deleteKnowledgeDoc(regions: Regions, access: AgentAccess, docId: string): Promise<void> {
  const doc = await findKnowledgeDoc(regions, access, docId);
  await regions.db(access.region).delete(knowledgeDocs).where(eq(knowledgeDocs.id, doc.id));
}
