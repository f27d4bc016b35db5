import type { KbCrawlSkipReason, KbDocStatus, KbFormat, KbRefreshRate, KbSourceType } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea.js';
import { agents } from '../agents/schema.js';
import { workspaces } from '../workspaces/schema.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A website crawl: its discovery job finds the pages, and each becomes a knowledge document with
 * this `crawlId`; the crawl's progress is counted from those documents' statuses.
 */
export const knowledgeCrawls = pgTable(
  'knowledge_crawls',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    maxPages: integer('max_pages').notNull(),
    maxDepth: integer('max_depth').notNull(),
    tags: text('tags').array().notNull().default([]),
    refreshRate: text('refresh_rate').$type<KbRefreshRate>().notNull().default('never'),
    status: text('status').$type<KbDocStatus>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_crawls_agent_idx').on(t.agentId, t.createdAt)],
);

/**
 * An agent's knowledge documents (spec 002 §3.3). `source` keeps an uploaded file so the document
 * can be re-indexed; `content` is the text extracted from it. `ingestionId` names the latest
 * ingestion asked for: a job whose id no longer matches (re-indexed or restarted since) writes
 * nothing, and `attempts` counts the starts of that ingestion, so one that keeps killing its
 * process ends in ERROR instead of being retried forever.
 */
export const knowledgeDocs = pgTable(
  'knowledge_docs',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sourceType: text('source_type').$type<KbSourceType>().notNull(),
    format: text('format').$type<KbFormat>().notNull(),
    url: text('url'),
    crawlId: text('crawl_id').references(() => knowledgeCrawls.id, { onDelete: 'set null' }),
    source: bytea('source'),
    content: text('content').notNull().default(''),
    status: text('status').$type<KbDocStatus>().notNull(),
    error: text('error'),
    charCount: integer('char_count').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    refreshRate: text('refresh_rate').$type<KbRefreshRate>().notNull().default('never'),
    lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true }),
    /** The hash of `content` (see content-hash.ts): a crawled page with the same text is not stored twice. */
    contentHash: text('content_hash'),
    ingestionId: text('ingestion_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Who added the document (spec: userId); null when added with a secret. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_docs_agent_idx').on(t.agentId, t.createdAt),
    index('knowledge_docs_workspace_idx').on(t.workspaceUid),
    index('knowledge_docs_status_idx').on(t.status),
    index('knowledge_docs_crawl_idx').on(t.crawlId),
    index('knowledge_docs_content_hash_idx').on(t.agentId, t.contentHash),
  ],
);

/**
 * The pages a crawl found and did not add, for its run log: disallowed by robots.txt, the same
 * text as a document already in the agent's knowledge (`sameAs`, that document's address or name),
 * too large to read, or not text.
 */
export const knowledgeCrawlSkips = pgTable(
  'knowledge_crawl_skips',
  {
    crawlId: text('crawl_id')
      .notNull()
      .references(() => knowledgeCrawls.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    reason: text('reason').$type<KbCrawlSkipReason>().notNull(),
    sameAs: text('same_as'),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.crawlId, t.url] })],
);

/**
 * A document's chunks, replaced all at once in one transaction whenever it is (re)indexed.
 * `tsv` is the full-text index of the title, headings and text. Where the server has pgvector, migration 0006 also
 * adds an `embedding vector(1536)` column with an HNSW index; it is not declared here because it
 * may not exist.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    docId: text('doc_id')
      .notNull()
      .references(() => knowledgeDocs.id, { onDelete: 'cascade' }),
    /** A copy of the document's agent, so retrieval filters chunks without reading documents first. */
    agentId: text('agent_id').notNull(),
    position: integer('position').notNull(),
    /** What the model is shown: the headings above the chunk, then its text. */
    text: text('text').notNull(),
    /** The document's title when the chunk was made: a page's <title> without the site's name, else the document's name. */
    title: text('title').notNull().default(''),
    /** The headings of the sections the chunk holds, outermost first, one a line. */
    headings: text('headings').notNull().default(''),
    // A visitor asks in a page's own words ("address", "contact"): a word of its title or
    // headings ranks above the same word in the text ('A' counts ten times 'D' in ts_rank).
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title" || ' ' || "headings"), 'A') || setweight(to_tsvector('english', "text"), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex('knowledge_chunks_doc_position_idx').on(t.docId, t.position),
    index('knowledge_chunks_agent_idx').on(t.agentId),
    // With the GIN pending list on, searches right after a bulk load scan the unmerged list
    // until autovacuum runs: most of the retrieval p95 in bench:kb. Inserts pay instead.
    index('knowledge_chunks_tsv_idx').using('gin', t.tsv).with({ fastupdate: false }),
  ],
);
