import type { KbCrawlPages, KbDoc } from '@agent-platform/core';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db, Regions } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import { crawlSkippedPages } from './crawl-skips.js';
import { findKnowledgeCrawl } from './find-knowledge-crawl.js';
import { toKbDoc } from './to-kb-doc.js';

const { source: _source, content: _content, ...listed } = getTableColumns(knowledgeDocs);

/**
 * A crawl's run log: every page it added, in the order found, with its status and ERROR reason, and
 * every page it skipped, with why.
 */
export async function listKnowledgeCrawlPages(
  regions: Regions,
  access: WorkspaceAccess,
  crawlId: string,
): Promise<KbCrawlPages> {
  const crawl = await findKnowledgeCrawl(regions, access, crawlId);
  const db = regions.db(access.region);
  return { pages: await crawlPages(db, access.uid, [crawl.id]), skipped: await crawlSkippedPages(db, crawl.id) };
}

/** The page documents of the workspace's crawls `crawlIds`, without their text. */
export async function crawlPages(db: Db, workspaceUid: string, crawlIds: string[]): Promise<KbDoc[]> {
  if (crawlIds.length === 0) return [];
  const rows = await db
    .select(listed)
    .from(knowledgeDocs)
    .where(and(eq(knowledgeDocs.workspaceUid, workspaceUid), inArray(knowledgeDocs.crawlId, crawlIds)))
    .orderBy(asc(knowledgeDocs.createdAt), asc(knowledgeDocs.id));
  return rows.map(toKbDoc);
}
