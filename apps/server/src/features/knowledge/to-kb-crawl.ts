import { isKbDocProcessing, KB_REFRESH_SECONDS, type KbCrawl, type KbDoc } from '@agent-platform/core';
import type { knowledgeCrawls } from '../../platform/db/schema/index.js';

/** What a crawl's progress and schedule are counted from: each of its pages' documents. */
export type KbCrawlPage = Pick<KbDoc, 'status' | 'refreshRate' | 'lastRefreshAt'>;

/**
 * The API's view of a crawl. Its progress and status are counted from its pages' documents, and so are its
 * last and next runs: after the crawl has found them, each page is read again on its own
 * schedule, so the crawl last ran when it last looked for pages or read one, and runs next when
 * the first of its pages is due.
 */
export function toKbCrawl(row: typeof knowledgeCrawls.$inferSelect, pages: KbCrawlPage[], pagesSkipped = 0): KbCrawl {
  const finished = !isKbDocProcessing(row.status);
  const reads = pages.flatMap((page) => (page.lastRefreshAt ? [Date.parse(page.lastRefreshAt)] : []));
  const lastRun = Math.max(...reads, finished ? row.updatedAt.getTime() : Number.NEGATIVE_INFINITY);
  const dues = pages.flatMap((page) =>
    page.refreshRate === 'never' || !page.lastRefreshAt || isKbDocProcessing(page.status)
      ? []
      : [Date.parse(page.lastRefreshAt) + KB_REFRESH_SECONDS[page.refreshRate] * 1000],
  );
  return {
    ID: row.id,
    agentId: row.agentId,
    url: row.url,
    maxPages: row.maxPages,
    maxDepth: row.maxDepth,
    // Finished only once every page is read too: until then its knowledge is incomplete.
    status: row.status === 'SUCCESS' && pages.some((page) => isKbDocProcessing(page.status)) ? 'PENDING' : row.status,
    error: row.error,
    pagesFound: pages.length,
    pagesDone: pages.filter((page) => page.status === 'SUCCESS').length,
    pagesFailed: pages.filter((page) => page.status === 'ERROR').length,
    pagesSkipped,
    refreshRate: row.refreshRate,
    lastRunAt: Number.isFinite(lastRun) ? new Date(lastRun).toISOString() : null,
    nextRunAt: dues.length > 0 ? new Date(Math.min(...dues)).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
