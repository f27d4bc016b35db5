import type { AddKbWebsiteBody, KbCrawl } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { queueCrawl } from './crawl-website.js';
import { assertKnowledgeRoom } from './knowledge-usage.js';
import { toKbCrawl } from './to-kb-crawl.js';

const KB_CRAWL_ID_LENGTH = 20;

/** A whole website: saved as INITIALIZED, its pages found by the `knowledge-crawl` job. */
export async function addKnowledgeWebsite(
  regions: Regions,
  jobs: Jobs,
  access: AgentAccess,
  body: AddKbWebsiteBody,
): Promise<KbCrawl> {
  const db = regions.db(access.region);
  await assertKnowledgeRoom(db, access.workspaceUid, 1);
  const [row] = await db
    .insert(knowledgeCrawls)
    .values({
      id: randomId(KB_CRAWL_ID_LENGTH),
      workspaceUid: access.workspaceUid,
      agentId: access.agentId,
      url: body.url,
      maxPages: body.maxPages,
      maxDepth: body.maxDepth,
      tags: body.tags,
      refreshRate: body.refreshRate,
      status: 'INITIALIZED',
    })
    .returning();
  if (!row) throw new Error('the crawl was not saved');
  await queueCrawl(db, jobs, access.region, row.id);
  return toKbCrawl(row, []);
}
