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
// Chunks ranked per word of the question. Ranking reads each chunk's full-text vector, and a
// common word can match most of a large knowledge base: ranking every match took over half a
// second at 100k chunks on PostgreSQL (bench/kb.ts).
const CANDIDATES_PER_WORD = 100;
// Words of a question searched one by one (all of them still count in the ranking). A bound the
// planner sees: unbounded, it expects a thousand words and compiles the query (JIT) at every call.
const MAX_WORDS = 12;

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
 * ("how long is the warranty"); `ts_rank` then favours chunks that match more of them. Only a
 * bounded set of candidates is ranked: up to `CANDIDATES_PER_WORD` chunks holding all the words,
 * and as many for each of up to `MAX_WORDS` words. A word fewer chunks hold brings all of them, while a word most
 * chunks hold brings those the index finds first, so a chunk matching only common words of a
 * question in a large knowledge base may be left unranked.
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

  const allWords = sql`plainto_tsquery('english', ${query})`;
  // Read back as a query, not normalised again: stemming a stem can change it ('coffe' -> 'coff').
  const anyWord = sql`replace(${allWords}::text, '&', '|')::tsquery`;
  const agentChunks = sql`from ${knowledgeChunks} where ${knowledgeChunks.agentId} = ${agentId} and ${knowledgeChunks.tsv}`;
  // An array, so the candidates are found first and only they are fetched and ranked.
  const candidates = sql`array((select ${knowledgeChunks.id} ${agentChunks} @@ ${allWords} limit ${CANDIDATES_PER_WORD})
    union all select found.id
    from (select distinct regexp_split_to_table(${allWords}::text, ' & ') as word limit ${MAX_WORDS}) words,
      lateral (select ${knowledgeChunks.id} ${agentChunks} @@ words.word::tsquery limit ${CANDIDATES_PER_WORD}) found
    where words.word <> '')`;
  const score = sql<number>`ts_rank(${knowledgeChunks.tsv}, ${anyWord}, 1)::float8`.mapWith(Number);
  const rows = await deps.regions
    .db(region)
    .select({ docId: knowledgeChunks.docId, docName: knowledgeDocs.name, text: knowledgeChunks.text, score })
    .from(knowledgeChunks)
    .innerJoin(knowledgeDocs, eq(knowledgeDocs.id, knowledgeChunks.docId))
    .where(and(eq(knowledgeChunks.agentId, agentId), sql`${knowledgeChunks.id} = any(${candidates})`))
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
