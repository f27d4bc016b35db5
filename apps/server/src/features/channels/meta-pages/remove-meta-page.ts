import { and, eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { metaPages } from '../../../platform/db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { MetaGraphError, unsubscribePage } from '../../../providers/meta-pages/graph-api.js';
import type { MetaPagesDeps } from './meta-pages-deps.js';

/**
 * removeMetaPage: the page's messages stop reaching the platform, and the record is deleted. A
 * page whose token Meta no longer takes (the user removed the app from the page) is removed all
 * the same: there is nothing left to unsubscribe.
 */
export async function removeMetaPage(deps: MetaPagesDeps, access: AgentAccess, pageId: string): Promise<void> {
  const db = deps.regions.db(access.region);
  const mine = and(
    eq(metaPages.pageId, pageId),
    eq(metaPages.agentId, access.agentId),
    eq(metaPages.workspaceUid, access.workspaceUid),
  );
  const [page] = await db.select().from(metaPages).where(mine);
  if (!page) throw notFound('Page not found.');
  try {
    await unsubscribePage(
      deps.config.providers.meta.pagesGraphUrl,
      page.pageId,
      deps.secretBox.open(page.pageAccessTokenEncrypted),
    );
  } catch (error) {
    if (!(error instanceof MetaGraphError)) throw error;
    deps.log?.warn({ pageId, reason: error.message }, 'meta page not unsubscribed');
  }
  await db.delete(metaPages).where(mine);
}
