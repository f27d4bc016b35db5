import type { KbDocList } from '@agent-platform/core';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import type { AgentAccess } from '../agents/agent-access.js';
import { knowledgeUsage } from './knowledge-usage.js';
import { toKbDoc } from './to-kb-doc.js';

const { source: _source, content: _content, ...listed } = getTableColumns(knowledgeDocs);

/** The agent's documents, newest first, with the workspace's use of its character limit. */
export async function listKnowledgeDocs(regions: Regions, access: AgentAccess): Promise<KbDocList> {
  const db = regions.db(access.region);
  const rows = await db
    .select(listed)
    .from(knowledgeDocs)
    .where(and(eq(knowledgeDocs.agentId, access.agentId), eq(knowledgeDocs.workspaceUid, access.workspaceUid)))
    .orderBy(desc(knowledgeDocs.createdAt), desc(knowledgeDocs.id));
  return { docs: rows.map(toKbDoc), usage: await knowledgeUsage(db, access.workspaceUid) };
}
