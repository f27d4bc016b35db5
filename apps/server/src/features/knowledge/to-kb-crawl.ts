import type { KbCrawl } from '@agent-platform/core';
import type { knowledgeCrawls } from '../../platform/db/schema/index.js';

export type KbCrawlProgress = Pick<KbCrawl, 'pagesFound' | 'pagesDone' | 'pagesFailed'>;

/** The API's view of a crawl, with its progress counted from its pages' documents. */
export function toKbCrawl(row: typeof knowledgeCrawls.$inferSelect, progress: KbCrawlProgress): KbCrawl {
  return {
    ID: row.id,
    agentId: row.agentId,
    url: row.url,
    maxPages: row.maxPages,
    maxDepth: row.maxDepth,
    status: row.status,
    error: row.error,
    ...progress,
    createdAt: row.createdAt.toISOString(),
  };
}
