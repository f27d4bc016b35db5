import type { Agent, Region, RetrievedChunkTrace } from '@agent-platform/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeChunks, knowledgeDocs } from '../../platform/db/schema/index.js';

/** The agent's limits on what one retrieval returns (spec 002 §3.1 kb top chunks, kb char count, kb docs num). */
export interface RetrievalLimits {
  /** At most this many chunks (`vg_kbTopChunks`); default 5. */
  topChunks?: number;
  /** At most this many characters of chunk text in all (`vg_kbCharCount`); default no limit. */
  charCount?: number;
  /** Chunks from at most this many documents (`vg_kbDocsNum`); default no limit. */
  docsNum?: number;
}

export const DEFAULT_TOP_CHUNKS = 5;
// Candidates read per chunk returned, so the document and character limits can skip some.
const CANDIDATES_PER_CHUNK = 4;

/** An agent's retrieval limits from its document. */
export const retrievalLimitsOf = (agent: Pick<Agent, 'vg_kbTopChunks' | 'vg_kbCharCount' | 'vg_kbDocsNum'>) => ({
  topChunks: agent.vg_kbTopChunks,
  charCount: agent.vg_kbCharCount,
  docsNum: agent.vg_kbDocsNum,
});

/**
 * The agent's knowledge chunks that best answer `query`, best first, within `limits`; `score`
 * is the full-text rank (higher is better; comparable only within one answer). An agent with no
 * knowledge, or a query with no searchable word, gets `[]`.
 *
 * Full-text search only: chunks carry no embeddings yet, so there is nothing to fuse with.
 *
 * The text search configuration is 'english': its stemming lets "warranties" find "warranty"
 * and it drops stop words, which matters more for the questions visitors type than the loss on
 * other languages: their words are still found, since the index and the query are stemmed alike,
 * only without the forms of one word finding each other. The query's
 * words are OR-ed rather than AND-ed, since a question carries words the answer never uses
 * ("how long is the warranty"); `ts_rank` then favours chunks that match more of them.
 */
export async function retrieveKnowledge(
  deps: { regions: Regions },
  region: Region,
  agentId: string,
  query: string,
  limits: RetrievalLimits = {},
): Promise<RetrievedChunkTrace[]> {
  const topChunks = Math.max(1, limits.topChunks ?? DEFAULT_TOP_CHUNKS);
  const charBudget = limits.charCount ?? Number.POSITIVE_INFINITY;
  const docsNum = limits.docsNum ?? Number.POSITIVE_INFINITY;
  if (!query.trim()) return [];

  const tsQuery = sql`to_tsquery('english', replace(plainto_tsquery('english', ${query})::text, '&', '|'))`;
  const score = sql<number>`ts_rank(${knowledgeChunks.tsv}, ${tsQuery}, 1)::float8`.mapWith(Number);
  const rows = await deps.regions
    .db(region)
    .select({ docId: knowledgeChunks.docId, docName: knowledgeDocs.name, text: knowledgeChunks.text, score })
    .from(knowledgeChunks)
    .innerJoin(knowledgeDocs, eq(knowledgeDocs.id, knowledgeChunks.docId))
    .where(and(eq(knowledgeChunks.agentId, agentId), sql`${knowledgeChunks.tsv} @@ ${tsQuery}`))
    .orderBy(desc(score), knowledgeChunks.id)
    .limit(topChunks * CANDIDATES_PER_CHUNK);

  const picked: RetrievedChunkTrace[] = [];
  const docs = new Set<string>();
  let chars = 0;
  for (const row of rows) {
    if (picked.length >= topChunks) break;
    if (!docs.has(row.docId) && docs.size >= docsNum) continue;
    const room = charBudget - chars;
    if (room <= 0) break;
    // The best chunk is cut to the budget rather than dropped; later ones must fit whole.
    if (row.text.length > room && picked.length > 0) continue;
    const text = row.text.slice(0, room);
    picked.push({ docName: row.docName, text, score: row.score });
    docs.add(row.docId);
    chars += text.length;
  }
  return picked;
}
