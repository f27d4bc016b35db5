import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { KbDocRow } from './to-kb-doc.js';

export const kbDocNotFound = () => notFound('Document not found.');

const { source: _source, ...columnsButSource } = getTableColumns(knowledgeDocs);

/** One of the agent's documents, without its stored file; another agent's is not found, like a missing one. */
export async function findKnowledgeDoc(
  regions: Regions,
  access: AgentAccess,
  docId: string,
): Promise<Omit<KbDocRow, 'source'>> {
  const [row] = await regions
    .db(access.region)
    .select(columnsButSource)
    .from(knowledgeDocs)
    .where(
      and(
        eq(knowledgeDocs.id, docId),
        eq(knowledgeDocs.agentId, access.agentId),
        eq(knowledgeDocs.workspaceUid, access.workspaceUid),
      ),
    )
    .limit(1);
  if (!row) throw kbDocNotFound();
  return row;
}
