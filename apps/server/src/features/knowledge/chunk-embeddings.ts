import type { Region } from '@agent-platform/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import type { Embedder } from '../../platform/llm/embedder.js';

type Database = ReturnType<Regions['db']>;

// Vectors per UPDATE: each is about 30 KB of text, so a batch stays a few MB.
const UPDATE_BATCH = 100;

const columnChecks = new WeakMap<Database, Promise<boolean>>();

/**
 * The embedder, when one is configured and the region's database has the `embedding` column
 * (migration 0006 adds it only where pgvector is installed); undefined means full-text alone.
 */
export async function knowledgeEmbedder(
  deps: { regions: Regions; embedder?: Embedder },
  region: Region,
): Promise<Embedder | undefined> {
  if (!deps.embedder) return undefined;
  const db = deps.regions.db(region);
  let check = columnChecks.get(db);
  if (!check) {
    check = db
      .execute(
        sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'knowledge_chunks' AND column_name = 'embedding'`,
      )
      .then((result) => rowsOf(result).length > 0);
    columnChecks.set(db, check);
  }
  return (await check) ? deps.embedder : undefined;
}

/** pgvector's text form of a vector. */
export const vectorLiteral = (vector: number[]) => `[${vector.join(',')}]`;

/** Stores a document's chunk vectors, `vectors[i]` for the chunk at position i, in the caller's transaction. */
export async function storeChunkEmbeddings(
  tx: { execute: (query: SQL) => Promise<unknown> },
  docId: string,
  vectors: number[][],
): Promise<void> {
  for (let start = 0; start < vectors.length; start += UPDATE_BATCH) {
    const rows = vectors
      .slice(start, start + UPDATE_BATCH)
      .map((vector, i) => sql`(${start + i}::int, ${vectorLiteral(vector)})`);
    await tx.execute(sql`
      UPDATE knowledge_chunks AS c SET embedding = v.embedding::vector
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(position, embedding)
      WHERE c.doc_id = ${docId} AND c.position = v.position`);
  }
}
