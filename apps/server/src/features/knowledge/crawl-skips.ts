import type { KbCrawlSkippedPage, KbCrawlSkipReason } from '@agent-platform/core';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { knowledgeCrawlSkips } from '../../platform/db/schema/index.js';
import { PAGE_MAX_BYTES } from './page-limits.js';

/** The pages the crawls `crawlIds` skipped, by crawl. Callers have checked the crawls are the workspace's. */
export async function crawlSkipCounts(db: Db, crawlIds: string[]): Promise<Map<string, number>> {
  if (crawlIds.length === 0) return new Map();
  const rows = await db
    .select({ crawlId: knowledgeCrawlSkips.crawlId, skipped: count() })
    .from(knowledgeCrawlSkips)
    .where(inArray(knowledgeCrawlSkips.crawlId, crawlIds))
    .groupBy(knowledgeCrawlSkips.crawlId);
  return new Map(rows.map((row) => [row.crawlId, row.skipped]));
}

/** A crawl's skipped pages in the order skipped, each with why in the run log's words. */
export async function crawlSkippedPages(db: Db, crawlId: string): Promise<KbCrawlSkippedPage[]> {
  const rows = await db
    .select()
    .from(knowledgeCrawlSkips)
    .where(eq(knowledgeCrawlSkips.crawlId, crawlId))
    .orderBy(asc(knowledgeCrawlSkips.skippedAt), asc(knowledgeCrawlSkips.url));
  return rows.map((row) => ({
    url: row.url,
    reason: row.reason,
    message: skipMessage(row.reason, row.sameAs),
    skippedAt: row.skippedAt.toISOString(),
  }));
}

function skipMessage(reason: KbCrawlSkipReason, sameAs: string | null): string {
  switch (reason) {
    case 'robots':
      return "The website's robots.txt does not allow robots to read this page.";
    case 'duplicate':
      return `Same text as ${sameAs ?? 'another document'}`;
    case 'too-large':
      return `The page is larger than the ${PAGE_MAX_BYTES / 1024 / 1024} MB a page is read up to.`;
    case 'not-text':
      return 'The page is neither a web page nor text.';
  }
}

/**
 * Records that a crawl skipped `url`, and why; a page skipped again (a later refresh of the crawl)
 * keeps one entry with the latest reason.
 */
export async function recordCrawlSkip(
  db: Db | Tx,
  skip: { crawlId: string; url: string; reason: KbCrawlSkipReason; sameAs?: string },
): Promise<void> {
  await db
    .insert(knowledgeCrawlSkips)
    .values({ crawlId: skip.crawlId, url: skip.url, reason: skip.reason, sameAs: skip.sameAs ?? null })
    .onConflictDoUpdate({
      target: [knowledgeCrawlSkips.crawlId, knowledgeCrawlSkips.url],
      set: { reason: skip.reason, sameAs: skip.sameAs ?? null, skippedAt: new Date() },
    });
}
