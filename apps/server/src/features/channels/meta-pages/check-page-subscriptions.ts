import { type MetaPageChoices, metaTokenExchangeFailed } from '@agent-platform/core';
import { inArray } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { metaPages } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { MetaGraphError } from '../../../providers/meta-pages/graph-api.js';
import type { MetaPagesDeps } from './meta-pages-deps.js';
import { tokenToPages } from './token-to-pages.js';

/**
 * checkPageSubscriptions: the page grid of the modal. Each page the signed-in user manages, with
 * its linked Instagram account, and whether it already answers through an agent (this one or
 * another: a page answers for one agent at a time, in whichever region).
 */
export async function checkPageSubscriptions(
  deps: MetaPagesDeps,
  access: AgentAccess,
  accountId: string,
): Promise<MetaPageChoices> {
  const appId = deps.config.providers.meta.appId ?? null;
  let pages: Awaited<ReturnType<typeof tokenToPages>>;
  try {
    pages = await tokenToPages(deps, accountId);
  } catch (error) {
    if (error instanceof MetaGraphError)
      throw new AppError('CHANNEL_CONNECT_FAILED', metaTokenExchangeFailed(error.message));
    throw error;
  }
  if (!pages) return { appId, signedIn: false, pages: [] };
  const ids = pages.map((page) => page.pageId);
  const connected = new Map<string, { region: string; agentId: string }>();
  if (ids.length > 0) {
    const found = await deps.regions.askEveryRegion((db) =>
      db
        .select({ pageId: metaPages.pageId, agentId: metaPages.agentId })
        .from(metaPages)
        .where(inArray(metaPages.pageId, ids)),
    );
    for (const { region, value } of found) {
      for (const row of value) connected.set(row.pageId, { region, agentId: row.agentId });
    }
  }
  return {
    appId,
    signedIn: true,
    pages: pages.map((page) => {
      const record = connected.get(page.pageId);
      return {
        pageId: page.pageId,
        pageName: page.pageName,
        igPageId: page.igPageId,
        igPageName: page.igPageName,
        connectedToAgent: record !== undefined,
        connectedHere: record?.region === access.region && record.agentId === access.agentId,
      };
    }),
  };
}
