import type { KbCrawlSkippedPage } from '@agent-platform/core';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { knowledgeCrawlSkips } from '../../platform/db/schema/index.js';

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
    message:
      row.reason === 'robots'
        ? "The website's robots.txt does not allow robots to read this page."
        : `Same text as ${row.sameAs ?? 'another document'}`,
    skippedAt: row.skippedAt.toISOString(),
  }));
}
