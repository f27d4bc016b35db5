import { type MetaPage, metaPageConnectFailed, REGIONS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { metaPages } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { MetaGraphError, subscribePage, type UserPage } from '../../../providers/meta-pages/graph-api.js';
import type { EmitDeps } from '../../events/index.js';
import { recordChannelConnection } from '../../product-events/index.js';
import { clearReconnectNeeded } from '../channel-health/clear-reconnect-needed.js';
import { requireChannelInPlan } from '../require-channel-in-plan.js';
import { toMetaPage } from './list-agent-meta-pages.js';
import type { MetaPagesDeps } from './meta-pages-deps.js';
import { tokenToPages } from './token-to-pages.js';

const failed = (message: string) => new AppError('CHANNEL_CONNECT_FAILED', metaPageConnectFailed(message));

/**
 * connectMetaPage (spec 000 §4): the page picked in the grid is looked up again among the user's
 * pages (its page token comes from Meta, never from the browser), subscribed to the platform's
 * webhook for its messages, and saved for the agent. A page answers for one agent at a time:
 * connecting it here moves it from wherever it was, since whoever manages the page decides.
 */
export async function connectMetaPage(
  deps: MetaPagesDeps & EmitDeps,
  access: AgentAccess,
  accountId: string,
  pageId: string,
): Promise<MetaPage> {
  await requireChannelInPlan(deps.regions, access, 'messenger').catch(async (error: unknown) => {
    // A plan with Instagram but not Messenger may still connect a page for its Instagram account.
    await requireChannelInPlan(deps.regions, access, 'instagram').catch(() => Promise.reject(error));
  });
  const { pagesGraphUrl } = deps.config.providers.meta;
  let page: UserPage | undefined;
  try {
    const pages = await tokenToPages(deps, accountId);
    if (!pages) throw failed('Please continue with Meta first.');
    page = pages.find((candidate) => candidate.pageId === pageId);
    if (!page) throw failed('This page is not among the pages your Meta account manages.');
    await subscribePage(pagesGraphUrl, page.pageId, page.pageAccessToken);
  } catch (error) {
    if (error instanceof MetaGraphError) throw failed(error.message);
    throw error;
  }
  const record = {
    workspaceUid: access.workspaceUid,
    agentId: access.agentId,
    pageName: page.pageName,
    igPageId: page.igPageId,
    igPageName: page.igPageName,
    pageAccessTokenEncrypted: deps.secretBox.seal(page.pageAccessToken),
  };
  for (const region of REGIONS) {
    if (region !== access.region) await deps.regions.db(region).delete(metaPages).where(eq(metaPages.pageId, pageId));
  }
  const [saved] = await deps.regions
    .db(access.region)
    .insert(metaPages)
    .values({ pageId, ...record })
    .onConflictDoUpdate({ target: metaPages.pageId, set: { ...record, connectedAt: new Date() } })
    .returning();
  if (!saved) throw new Error(`meta page ${pageId} was not saved`);
  for (const channel of ['messenger', 'instagram'] as const) {
    await clearReconnectNeeded(deps.regions, access.region, access.agentId, channel);
  }
  await recordChannelConnection(deps, access, { channelType: saved.igPageId ? 'instagram' : 'messenger' });
  return toMetaPage(saved);
}
