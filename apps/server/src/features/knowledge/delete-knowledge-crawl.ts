import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import { findKnowledgeCrawl } from './find-knowledge-crawl.js';

/**
 * Deletes a crawl with the documents of the pages it found and, by cascade, their chunks: the
 * agent no longer answers from the website. A job still reading one of them then writes nothing.
 */
export async function deleteKnowledgeCrawl(regions: Regions, access: WorkspaceAccess, crawlId: string): Promise<void> {
  const crawl = await findKnowledgeCrawl(regions, access, crawlId);
  await regions.db(access.region).transaction(async (tx) => {
    await tx
      .delete(knowledgeDocs)
      .where(and(eq(knowledgeDocs.crawlId, crawl.id), eq(knowledgeDocs.workspaceUid, access.uid)));
    await tx.delete(knowledgeCrawls).where(eq(knowledgeCrawls.id, crawl.id));
  });
}
