import { RECONNECT_REASONS, type Region } from '@agent-platform/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { metaPages } from '../../../platform/db/schema/index.js';
import { META_TOKEN_EXPIRED, MetaGraphError, sendPageText } from '../../../providers/meta-pages/graph-api.js';
import type { ChannelAdapter, ChannelDeps } from '../channel-adapters.js';
import { markReconnectNeeded } from '../channel-health/mark-reconnect-needed.js';
import { metaChannelUserId, readMetaChannelUserId, ZKeptMetaMessage } from './kept-meta-message.js';

type MetaChannel = 'messenger' | 'instagram';

/**
 * The agent's page a message came in through: Messenger names the page itself, Instagram the
 * Instagram account linked to it. Either way the reply is sent by the page, with its token.
 */
async function agentPage(deps: ChannelDeps, channel: MetaChannel, region: Region, agentId: string, entryId?: string) {
  const byEntry =
    entryId === undefined
      ? channel === 'instagram'
        ? isNotNull(metaPages.igPageId)
        : undefined
      : eq(channel === 'instagram' ? metaPages.igPageId : metaPages.pageId, entryId);
  const [page] = await deps.regions
    .db(region)
    .select({ pageId: metaPages.pageId, token: metaPages.pageAccessTokenEncrypted })
    .from(metaPages)
    .where(and(eq(metaPages.agentId, agentId), byEntry))
    .limit(1);
  return page;
}

/** Messenger and Instagram: one conversation per person and page; replies go out from the page, 2000 characters a message. */
export function metaPageAdapter(channel: MetaChannel): ChannelAdapter {
  return {
    incoming(payload) {
      const { entryId, event } = ZKeptMetaMessage.parse(payload);
      const text = event.message?.text?.trim();
      if (!event.message || !text || event.message.is_echo) return undefined;
      return { channelUserId: metaChannelUserId(entryId, event.sender.id), text, messageId: event.message.mid };
    },
    async connected(deps, region, agentId) {
      return (await agentPage(deps, channel, region, agentId)) !== undefined;
    },
    async send(deps, to, text) {
      const person = readMetaChannelUserId(to.channelUserId);
      const page = person && (await agentPage(deps, channel, to.region, to.agentId, person.entryId));
      if (!person || !page) return false;
      const token = deps.secretBox.open(page.token);
      try {
        await sendPageText(deps.config.providers.meta.pagesGraphUrl, page.pageId, token, person.senderId, text);
      } catch (error) {
        if (!(error instanceof MetaGraphError && error.code === META_TOKEN_EXPIRED)) throw error;
        // Retrying cannot help until the owner connects the page again: say so, and send nothing more.
        const reason = RECONNECT_REASONS.tokenExpired;
        await markReconnectNeeded(deps, to.region, { agentId: to.agentId, channel, reason });
        return false;
      }
      return true;
    },
  };
}
