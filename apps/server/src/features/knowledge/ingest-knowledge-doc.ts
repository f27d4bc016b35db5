import {
  chunkDocument,
  DEFAULT_MAX_CHUNK_SIZE,
  type KbCrawlSkipReason,
  type KbFormat,
  kbCharLimitMessage,
  MIN_MAX_CHUNK_SIZE,
  type Region,
} from '@agent-platform/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Regions, Tx } from '../../platform/db/regions.js';
import { agents, knowledgeChunks, knowledgeDocs } from '../../platform/db/schema/index.js';
import { type Egress, EgressError } from '../../platform/egress/egress.js';
import { PRODUCT_USER_AGENT } from '../../platform/egress/user-agent.js';
import { type Embedder, EmbeddingFailure } from '../../platform/llm/embedder.js';
import { knowledgeEmbedder, storeChunkEmbeddings } from './chunk-embeddings.js';
import { contentHash } from './content-hash.js';
import { recordCrawlSkip } from './crawl-skips.js';
import { extractFileText, htmlToText, UnreadableDocument } from './extract-text.js';
import { type DuplicateOf, findDuplicateDoc } from './find-duplicate-doc.js';
import { withHostLimit } from './host-limit.js';
import { knowledgeUsage } from './knowledge-usage.js';
import { PAGE_MAX_BYTES } from './page-limits.js';
import { pageOwnTitle } from './page-title.js';
import { RobotsTxtUnavailable, readSiteRobots, robotsPathOf } from './read-site-robots.js';
import type { RobotsTxt } from './robots-txt.js';

export interface IngestionDeps {
  regions: Regions;
  egress: Egress;
  /** Chunks get embeddings only with one (and where the database can store them). */
  embedder?: Embedder;
  log: FastifyBaseLogger;
}

/** Starts after which a document counts as one that kills its process, and is failed. */
export const MAX_INGESTION_ATTEMPTS = 3;
const PAGE_TIMEOUT_MS = 15_000;
// Chunks per INSERT: well under PostgreSQL's 65535 bind parameters.
const INSERT_BATCH = 500;
// Formats read as Markdown, whose headings chunks follow: web pages and HTML are turned into it.
const MARKDOWN_FORMATS = new Set<KbFormat>(['page', 'html', 'md']);

/**
 * The `knowledge-ingest` job: reads the document's text (file, web page or Q&A), chunks it along
 * its headings with the agent's `vgOptions.maxChunkSize`, each chunk indexed with the document's
 * title and its heading path, embeds the chunks when an embedding model is configured,
 * and in one transaction replaces its chunks and marks it SUCCESS. A crawled page that repeats a
 * document of the agent (same text, or its address redirects or points there) is removed instead
 * and listed in its crawl's run log. Every failure ends in ERROR with a reason; nothing is thrown to the queue, so a bad
 * document never stops the worker. A job whose ingestion was replaced since writes nothing.
 */
export async function ingestKnowledgeDoc(
  deps: IngestionDeps,
  region: Region,
  job: { docId: string; ingestionId: string },
): Promise<void> {
  const db = deps.regions.db(region);
  const current = and(eq(knowledgeDocs.id, job.docId), eq(knowledgeDocs.ingestionId, job.ingestionId));
  const [doc] = await db
    .update(knowledgeDocs)
    .set({ status: 'PENDING', attempts: sql`${knowledgeDocs.attempts} + 1`, updatedAt: new Date() })
    .where(current)
    .returning();
  if (!doc) return;
  const fail = (reason: string) =>
    db.update(knowledgeDocs).set({ status: 'ERROR', error: reason, updatedAt: new Date() }).where(current);

  if (doc.attempts > MAX_INGESTION_ATTEMPTS) {
    await fail('Processing stopped unexpectedly several times. Please re-index the document or upload it again.');
    return;
  }
  try {
    const read = await readText(deps.egress, doc);
    const text = read.text.trim();
    if (!text) {
      await fail('No text was found in this document.');
      return;
    }
    const hash = contentHash(text);
    const addresses = read.addresses ?? [];
    // A crawled page whose text the agent already knows is skipped before it costs any embedding.
    if (doc.crawlId) {
      const duplicate = await findDuplicateDoc(db, doc, hash, addresses);
      if (duplicate) {
        await db.transaction((tx) => skipDuplicatePage(tx, doc, current, duplicate));
        return;
      }
    }
    const { charCount, maxKbDocsCharCount } = await knowledgeUsage(db, doc.workspaceUid, doc.id);
    if (charCount + text.length > maxKbDocsCharCount) {
      await fail(kbCharLimitMessage(maxKbDocsCharCount));
      return;
    }
    const chunks = chunkDocument(text, await maxChunkSize(deps.regions, region, doc.agentId), {
      markdown: MARKDOWN_FORMATS.has(doc.format),
    });
    // A page is named by its title only once read; until then its name is its address. Its
    // chunks are indexed under the title's own part, without the site's name.
    const title = read.title ? pageOwnTitle(read.title, read.siteName) : doc.format === 'page' ? '' : doc.name;
    // Before the transaction: a slow model must not hold it open.
    const embedder = await knowledgeEmbedder(deps, region);
    const vectors = embedder ? await embedder.embedMany(chunks.map((chunk) => chunk.text)) : undefined;
    await db.transaction(async (tx) => {
      // One text check at a time per agent: two pages with the same text read at once keep one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('knowledge-text'), hashtext(${doc.agentId}))`);
      const duplicate = doc.crawlId ? await findDuplicateDoc(tx, doc, hash, addresses) : undefined;
      if (duplicate) {
        await skipDuplicatePage(tx, doc, current, duplicate);
        return;
      }
      const [stored] = await tx
        .update(knowledgeDocs)
        .set({
          status: 'SUCCESS',
          error: null,
          content: text,
          contentHash: hash,
          charCount: text.length,
          chunkCount: chunks.length,
          lastRefreshAt: new Date(),
          updatedAt: new Date(),
          ...(read.title && doc.format === 'page' && doc.name === doc.url ? { name: read.title.slice(0, 200) } : {}),
        })
        .where(current)
        .returning({ id: knowledgeDocs.id });
      // Re-indexed or deleted meanwhile: the newer ingestion's text is the one to keep.
      if (!stored) return;
      await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.docId, doc.id));
      for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
        await tx.insert(knowledgeChunks).values(
          chunks.slice(start, start + INSERT_BATCH).map((chunk, i) => ({
            docId: doc.id,
            agentId: doc.agentId,
            position: start + i,
            text: chunk.text,
            title,
            headings: chunk.headings.join('\n'),
          })),
        );
      }
      if (vectors) await storeChunkEmbeddings(tx, doc.id, vectors);
    });
  } catch (error) {
    if (error instanceof UnreadablePage && doc.crawlId && doc.contentHash === null) {
      await skipUnreadablePage(db, { ...doc, crawlId: doc.crawlId }, current, error.reason);
      return;
    }
    if (error instanceof UnreadableDocument) {
      await fail(error.message);
      return;
    }
    if (error instanceof EmbeddingFailure) {
      deps.log.warn({ err: error, docId: doc.id, region }, 'knowledge embedding failed');
      await fail(`The document's text could not be embedded for search. ${error.message} Please re-index it.`);
      return;
    }
    deps.log.error({ err: error, docId: doc.id, region }, 'knowledge ingestion failed');
    await fail('Something went wrong while reading this document. Please re-index it.');
  }
}

/**
 * A crawled page repeating a document the agent has: the page is not kept, and its crawl's run log
 * says which document it repeats. Nothing when the page was re-indexed or deleted meanwhile.
 */
async function skipDuplicatePage(
  tx: Tx,
  doc: { id: string; crawlId: string | null; url: string | null; name: string },
  current: SQL | undefined,
  duplicate: DuplicateOf,
) {
  const [gone] = await tx.delete(knowledgeDocs).where(current).returning({ id: knowledgeDocs.id });
  if (!gone || !doc.crawlId) return;
  await recordCrawlSkip(tx, {
    crawlId: doc.crawlId,
    url: doc.url ?? doc.name,
    reason: 'duplicate',
    sameAs: duplicate.sameAs,
  });
}

/**
 * A page a crawl found that is no page to read (too large, not text, or robots.txt refuses it
 * where it landed): removed, and listed in the crawl's run log with why. Only the first time it is
 * read: a page that was stored before keeps its text and fails its refresh instead.
 */
async function skipUnreadablePage(
  db: Db,
  doc: { crawlId: string; url: string | null; name: string },
  current: SQL | undefined,
  reason: KbCrawlSkipReason,
) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(knowledgeDocs).where(current).returning({ id: knowledgeDocs.id });
    if (gone) await recordCrawlSkip(tx, { crawlId: doc.crawlId, url: doc.url ?? doc.name, reason });
  });
}

/** A document's text; for a web page also the addresses it gives as its own (redirect, canonical link). */
interface ReadText {
  text: string;
  title?: string;
  siteName?: string;
  addresses?: string[];
}

async function readText(
  egress: Egress,
  doc: { format: KbFormat; content: string; source: Buffer | null; url: string | null },
): Promise<ReadText> {
  if (doc.format === 'qa') return { text: doc.content };
  if (doc.format === 'page') return readPage(egress, doc.url ?? '');
  if (!doc.source) throw new UnreadableDocument('The uploaded file is missing. Please upload it again.');
  return { text: await extractFileText(doc.format, doc.source) };
}

/**
 * One web page, through the egress guard, when its website's robots.txt allows it (checked again at
 * every refresh, and for the page a redirect lands on): HTML as its main text, plain text as it
 * is, a PDF as its text.
 */
async function readPage(egress: Egress, url: string): Promise<ReadText> {
  if (!URL.canParse(url))
    throw new UnreadableDocument('The page could not be fetched: its address is not a valid URL.');
  const robots = await pageRobots(egress, url);
  if (!robots.isAllowed(robotsPathOf(url))) throw new UnreadablePage('robots', ROBOTS_REFUSAL);
  let answer: Awaited<ReturnType<Egress>>;
  try {
    answer = await withHostLimit(url, () =>
      egress(url, {
        headers: { 'user-agent': PRODUCT_USER_AGENT, accept: 'text/html,text/plain;q=0.9,*/*;q=0.1' },
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: PAGE_TIMEOUT_MS,
      }),
    );
  } catch (error) {
    if (error instanceof EgressError) {
      const message = `The page could not be fetched. ${error.message}`;
      throw error.reason === 'too-large' ? new UnreadablePage('too-large', message) : new UnreadableDocument(message);
    }
    throw error;
  }
  if (answer.url !== url) {
    const landedRobots =
      new URL(answer.url).origin === new URL(url).origin ? robots : await pageRobots(egress, answer.url);
    if (!landedRobots.isAllowed(robotsPathOf(answer.url))) throw new UnreadablePage('robots', ROBOTS_REFUSAL);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new UnreadableDocument(`The page could not be fetched: the site answered with status ${answer.status}.`);
  }
  const type = answer.headers.get('content-type') ?? '';
  const addresses = [answer.url];
  if (/^text\/plain/i.test(type)) return { text: answer.text, addresses };
  if (/^application\/pdf/i.test(type)) return { text: await extractFileText('pdf', answer.bytes), addresses };
  if (type && !/html/i.test(type)) {
    throw new UnreadablePage('not-text', `The page is not a web page or text (${type.split(';')[0]}).`);
  }
  const page = htmlToText(answer.text);
  const canonical = page.canonical && URL.parse(page.canonical, answer.url)?.toString();
  return {
    text: page.text,
    title: page.title,
    ...(page.siteName ? { siteName: page.siteName } : {}),
    addresses: canonical ? [...addresses, canonical] : addresses,
  };
}

/** A page that is no page to read: a crawl skips it rather than keeping it as failed. */
class UnreadablePage extends UnreadableDocument {
  constructor(
    readonly reason: Exclude<KbCrawlSkipReason, 'duplicate'>,
    message: string,
  ) {
    super(message);
  }
}

const ROBOTS_REFUSAL = "This page's website does not allow robots to read it (robots.txt).";

/** The robots.txt rules of `url`'s website; one that cannot be read fails the page with the reason. */
async function pageRobots(egress: Egress, url: string): Promise<RobotsTxt> {
  try {
    return await readSiteRobots(egress, new URL(url).origin);
  } catch (error) {
    if (error instanceof RobotsTxtUnavailable) {
      throw new UnreadableDocument(
        `This page's website does not allow robots to read it for now: ${error.message}. Please try again later.`,
      );
    }
    // The page's own address fails the same way: the guard's reason is the page's.
    if (error instanceof EgressError) throw new UnreadableDocument(`The page could not be fetched. ${error.message}`);
    throw error;
  }
}

/** The agent's `vgOptions.maxChunkSize`, never below the spec's minimum. */
async function maxChunkSize(regions: Regions, region: Region, agentId: string): Promise<number> {
  const [agent] = await regions
    .db(region)
    .select({ doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return Math.max(MIN_MAX_CHUNK_SIZE, agent?.doc.vgOptions?.maxChunkSize ?? DEFAULT_MAX_CHUNK_SIZE);
}
