import type { KbDocWithContent } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { findKnowledgeDoc } from './find-knowledge-doc.js';
import { toKbDoc } from './to-kb-doc.js';

/** One document with the text extracted from it (empty until it was first read). */
export async function getKnowledgeDoc(regions: Regions, access: AgentAccess, docId: string): Promise<KbDocWithContent> {
  const row = await findKnowledgeDoc(regions, access, docId);
  return { ...toKbDoc(row), content: row.content };
}
