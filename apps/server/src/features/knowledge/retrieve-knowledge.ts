import { type Agent, type Region, type RetrievedChunkTrace, withPageWords } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import type { Embedder } from '../../platform/llm/embedder.js';
import { knowledgeEmbedder, vectorLiteral } from './chunk-embeddings.js';
import { fuseRanks } from './fuse-ranks.js';

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
// Candidates read per chunk returned, by each search, so the document and character limits can skip some.
const CANDIDATES_PER_CHUNK = 4;
// Chunks ranked per word of the question. Ranking reads each chunk's full-text vector, and a
// common word can match most of a large knowledge base: ranking every match took over half a
// second at 100k chunks on PostgreSQL (bench/kb.ts).
const CANDIDATES_PER_WORD = 100;
// Words of a question searched one by one (all of them still count in the ranking). A bound the
// planner sees: unbounded, it expects a thousand words and compiles the query (JIT) at every call.
const MAX_WORDS = 12;
// Candidates ranked by full text (reading each chunk's vector), those that hold the rarest of the
// question's words: ranking all of them cost more than the searches (bench/kb.ts, 100k chunks).
const CANDIDATES_RANKED = 200;
// Pairs of common words searched together: all pairs of four words.
const MAX_PAIRS = 6;

/** An agent's retrieval limits from its document. */
export const retrievalLimitsOf = (agent: Pick<Agent, 'vg_kbTopChunks' | 'vg_kbCharCount' | 'vg_kbDocsNum'>) => ({
  topChunks: agent.vg_kbTopChunks,
  charCount: agent.vg_kbCharCount,
  docsNum: agent.vg_kbDocsNum,
});

/**
 * The agent's knowledge chunks that best answer `query`, best first, within `limits`. An agent
 * with no knowledge, or a query with no searchable word and no embedder, gets `[]`.
 *
 * Hybrid when an embedding model is configured: the full-text and the nearest-vector candidates
 * are merged by reciprocal rank fusion, and `score` is the fused score. Chunks stored before the
 * embedder was configured have no vector and are found by full text alone. Without an embedder,
 * or if embedding the question fails, retrieval is full-text alone and `score` is its rank.
 * Scores are comparable only within one answer.
 */
export async function retrieveKnowledge(
  deps: { regions: Regions; embedder?: Embedder; log?: FastifyBaseLogger },
  region: Region,
  agentId: string,
  query: string,
  limits: RetrievalLimits = {},
): Promise<RetrievedChunkTrace[]> {
  const topChunks = Math.max(1, limits.topChunks ?? DEFAULT_TOP_CHUNKS);
  if (!query.trim()) return [];
  const db = deps.regions.db(region);
  const candidates = topChunks * CANDIDATES_PER_CHUNK;
  const embedder = await knowledgeEmbedder(deps, region);
  const [fullText, nearest] = await Promise.all([
    // The page's words are for full text only: the embedding of the question already means them.
    fullTextCandidates(db, agentId, withPageWords(query), candidates),
    embedder ? nearestCandidates(deps, db, embedder, agentId, query, candidates) : undefined,
  ]);
  const ranked = nearest
    ? fuseRanks([fullText, nearest], (chunk) => chunk.id).map(({ item, score }) => ({ ...item, score }))
    : fullText;
  return withinLimits(ranked, topChunks, limits);
}

interface Candidate {
  id: number;
  docId: string;
  docName: string;
  text: string;
  score: number;
}

type Database = ReturnType<Regions['db']>;

/**
 * Full-text candidates, best first. The text search configuration is 'english': its stemming
 * lets "warranties" find "warranty" and it drops stop words, which matters more for the questions
 * visitors type than the loss on other languages: their words are still found, since the index
 * and the query are stemmed alike, only without the forms of one word finding each other. The
 * query's words are OR-ed rather than AND-ed, since a question carries words the answer never
 * uses ("how long is the warranty").
 *
 * Only a bounded set of candidates is found: up to `CANDIDATES_PER_WORD` chunks holding every
 * word, and as many for each of up to `MAX_WORDS` words. A word fewer chunks hold brings all of
 * them; for a word that many chunks hold (its list is full), those the index finds first. So that
 * a chunk holding several such common words is more likely found, each pair of them (up to
 * `MAX_PAIRS`) brings as many chunks holding both, a shorter list. That helps up to some 10k
 * chunks; in bench/kb.ts's 100k generated ones a pair of everyday words is still held by a
 * thousand chunks or more, and a chunk matching only common words may be left out.
 *
 * `ts_rank` has no notion of how rare a word is, so a chunk's rank is multiplied by its words'
 * rarity: each word whose list holds the chunk counts `ln(1 + CANDIDATES_PER_WORD / its list's
 * length)`, so "deposit", on one page, outweighs "rent", on many. Only the `CANDIDATES_RANKED`
 * chunks with the most rarity are ranked.
 */
async function fullTextCandidates(db: Database, agentId: string, query: string, limit: number): Promise<Candidate[]> {
  const allWords = sql`plainto_tsquery('english', ${query})`;
  // Read back as a query, not normalised again: stemming a stem can change it ('coffe' -> 'coff').
  const anyWord = sql`replace(${allWords}::text, '&', '|')::tsquery`;
  const agentChunks = sql`from knowledge_chunks where agent_id = ${agentId} and tsv`;
  // Weights of D (text) and A (title and headings): a heading's word counts two and a half times
  // one of the text, not ten times (the default), or a site-wide title's words outrank the text.
  const rank = sql`ts_rank('{0.4, 0.2, 0.4, 1.0}', c.tsv, ${anyWord}, 1)`;
  const result = await db.execute(sql`
    WITH words AS (
      SELECT DISTINCT word FROM regexp_split_to_table(${allWords}::text, ' & ') AS word
      WHERE word <> '' LIMIT ${MAX_WORDS}
    ), single AS (
      SELECT words.word, found.id FROM words,
        LATERAL (SELECT id ${agentChunks} @@ words.word::tsquery LIMIT ${CANDIDATES_PER_WORD}) found
    ), weights AS (
      SELECT word, ln(1 + ${CANDIDATES_PER_WORD}::float8 / count(*)) AS rarity,
        count(*) >= ${CANDIDATES_PER_WORD} AS common
      FROM single GROUP BY word
    ), every_word AS (
      SELECT id ${agentChunks} @@ ${allWords} LIMIT ${CANDIDATES_PER_WORD}
    ), pairs AS (
      SELECT a.word AS a, b.word AS b FROM weights a JOIN weights b ON a.word < b.word
      WHERE a.common AND b.common LIMIT ${MAX_PAIRS}
    ), paired AS (
      SELECT pairs.a, pairs.b, found.id FROM pairs,
        LATERAL (SELECT id ${agentChunks} @@ (pairs.a::tsquery && pairs.b::tsquery) LIMIT ${CANDIDATES_PER_WORD}) found
    ), hits AS (
      SELECT word, id FROM single UNION SELECT words.word, every_word.id FROM words, every_word
      UNION SELECT a, id FROM paired UNION SELECT b, id FROM paired
    ), matched AS (
      SELECT hits.id, sum(weights.rarity) AS rarity FROM hits JOIN weights USING (word)
      GROUP BY hits.id ORDER BY rarity DESC, hits.id LIMIT ${CANDIDATES_RANKED}
    )
    SELECT c.id, c.doc_id, d.name, c.text, (${rank} * matched.rarity)::float8 AS score
    FROM matched JOIN knowledge_chunks c ON c.id = matched.id JOIN knowledge_docs d ON d.id = c.doc_id
    ORDER BY score DESC, c.id
    LIMIT ${limit}`);
  return rowsOf(result).map(candidateOf);
}

/** A candidate from a row of `id, doc_id, name, text, score`. */
const candidateOf = (row: Record<string, unknown>): Candidate => ({
  id: Number(row.id),
  docId: String(row.doc_id),
  docName: String(row.name),
  text: String(row.text),
  score: Number(row.score),
});

/**
 * The chunks whose vectors lie nearest the question's (cosine distance), best first; undefined
 * when the question cannot be embedded, so the answer still gets full-text results.
 */
async function nearestCandidates(
  deps: { log?: FastifyBaseLogger },
  db: Database,
  embedder: Embedder,
  agentId: string,
  query: string,
  limit: number,
): Promise<Candidate[] | undefined> {
  let vector: number[];
  try {
    vector = await embedder.embed(query);
  } catch (error) {
    deps.log?.warn({ err: error, agentId }, 'embedding a knowledge question failed; searching full text alone');
    return undefined;
  }
  const distance = sql`embedding <=> ${vectorLiteral(vector)}::vector`;
  return db.transaction(async (tx) => {
    // The HNSW index is shared by every agent: without iterative scans, filtering one agent's
    // chunks out of the index's first candidates could return fewer than asked, or none.
    await tx.execute(sql`SET LOCAL hnsw.iterative_scan = strict_order`);
    const result = await tx.execute(sql`
      SELECT c.id, c.doc_id, d.name, c.text, 1 - (${distance}) AS score
      FROM knowledge_chunks c JOIN knowledge_docs d ON d.id = c.doc_id
      WHERE c.agent_id = ${agentId} AND c.embedding IS NOT NULL
      ORDER BY ${distance}
      LIMIT ${limit}`);
    return rowsOf(result).map(candidateOf);
  });
}

/** The best candidates within the agent's chunk, document and character limits. */
function withinLimits(ranked: Candidate[], topChunks: number, limits: RetrievalLimits): RetrievedChunkTrace[] {
  const charBudget = limits.charCount ?? Number.POSITIVE_INFINITY;
  const docsNum = limits.docsNum ?? Number.POSITIVE_INFINITY;
  const picked: RetrievedChunkTrace[] = [];
  const docs = new Set<string>();
  let chars = 0;
  for (const row of ranked) {
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
