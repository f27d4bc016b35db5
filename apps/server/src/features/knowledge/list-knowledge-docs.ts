import type { KbDocList } from '@agent-platform/core';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import { crawlSkipCounts } from './crawl-skips.js';
import { knowledgeUsage } from './knowledge-usage.js';
import { toKbCrawl } from './to-kb-crawl.js';
import { toKbDoc } from './to-kb-doc.js';

const { source: _source, content: _content, ...listed } = getTableColumns(knowledgeDocs);

/**
 * The agent's documents and website crawls, newest first, with the workspace's use of its
 * character limit. A crawl's progress is counted from its pages' documents.
 */
export async function listKnowledgeDocs(regions: Regions, access: AgentAccess): Promise<KbDocList> {
  const db = regions.db(access.region);
  const rows = await db
    .select(listed)
    .from(knowledgeDocs)
    .where(and(eq(knowledgeDocs.agentId, access.agentId), eq(knowledgeDocs.workspaceUid, access.workspaceUid)))
    .orderBy(desc(knowledgeDocs.createdAt), desc(knowledgeDocs.id));
  const docs = rows.map(toKbDoc);
  const crawls = await db
    .select()
    .from(knowledgeCrawls)
    .where(and(eq(knowledgeCrawls.agentId, access.agentId), eq(knowledgeCrawls.workspaceUid, access.workspaceUid)))
    .orderBy(desc(knowledgeCrawls.createdAt), desc(knowledgeCrawls.id));
  const skipped = await crawlSkipCounts(
    db,
    crawls.map((crawl) => crawl.id),
  );
  return {
    docs,
    crawls: crawls.map((crawl) =>
      toKbCrawl(
        crawl,
        docs.filter((doc) => doc.crawlId === crawl.id),
        skipped.get(crawl.id),
      ),
    ),
    usage: await knowledgeUsage(db, access.workspaceUid),
  };
}
