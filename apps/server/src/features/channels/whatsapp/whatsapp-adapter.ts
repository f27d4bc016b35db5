import { RECONNECT_REASONS, WA_WINDOW_CLOSED_REASON, WHATSAPP_WINDOW_HOURS } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { waContacts, waUndeliveredReplies } from '../../../platform/db/schema/index.js';
import { sendText, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import type { ChannelAdapter, ChannelDeps, ChannelRecipient } from '../channel-adapters.js';
import { markReconnectNeeded } from '../channel-health/mark-reconnect-needed.js';
import { graphUrl, whatsappSender } from './whatsapp-connection.js';

/** What the webhook keeps of one WhatsApp text message: who wrote, to which number, what and when. */
export const ZKeptWhatsappMessage = z.object({
  wamid: z.string(),
  from: z.string(),
  phoneId: z.string(),
  text: z.string(),
  timestamp: z.number(),
});
export type KeptWhatsappMessage = z.infer<typeof ZKeptWhatsappMessage>;

/** Meta's error for a free-text message outside the 24-hour window ("Re-engagement message"). */
const OUTSIDE_WINDOW_ERROR = 131047;
/** Meta's error for an access token that expired or was revoked. */
const TOKEN_EXPIRED_ERROR = 190;

/**
 * WhatsApp: a person (their wa_id) is one conversation with the agent; replies go out from the
 * number they wrote to. A member's reply after WhatsApp's 24-hour window is not sent as free
 * text: it is noted as undelivered, with the reason, and the conversation offers a template.
 */
export const whatsappAdapter: ChannelAdapter = {
  incoming(payload) {
    const message = ZKeptWhatsappMessage.parse(payload);
    const text = message.text.trim();
    if (!text) return undefined;
    return { channelUserId: message.from, text, messageId: `whatsapp-${message.wamid}` };
  },
  async connected(deps, region, agentId) {
    return (await whatsappSender(deps, region, agentId)) !== undefined;
  },
  async send(deps, to, text) {
    const db = deps.regions.db(to.region);
    const [contact] = await db
      .select()
      .from(waContacts)
      .where(and(eq(waContacts.agentId, to.agentId), eq(waContacts.waId, to.channelUserId)));
    if (contact && Date.now() - contact.lastInboundAt.getTime() > WHATSAPP_WINDOW_HOURS * 3600_000) {
      await noteUndelivered(deps, to);
      return true;
    }
    const sender = await whatsappSender(deps, to.region, to.agentId, contact?.phoneId);
    if (!sender) return false;
    try {
      await sendText(graphUrl(deps), sender.token, sender.phoneId, to.channelUserId, text);
    } catch (error) {
      if (!(error instanceof WhatsappGraphError)) throw error;
      if (error.code === TOKEN_EXPIRED_ERROR) {
        // Retrying cannot help until the owner connects WhatsApp again: say so, and send nothing more.
        const reason = RECONNECT_REASONS.tokenExpired;
        await markReconnectNeeded(deps, to.region, { agentId: to.agentId, channel: 'whatsapp', reason });
        return false;
      }
      if (error.code !== OUTSIDE_WINDOW_ERROR) throw error;
      await noteUndelivered(deps, to);
    }
    return true;
  },
};

async function noteUndelivered(deps: ChannelDeps, to: ChannelRecipient) {
  if (to.replyMessageId === undefined) {
    // Only a member's reply can come this late: the agent answers as a message arrives.
    deps.log?.warn({ conversationId: to.conversationId }, 'whatsapp reply outside the 24-hour window not sent');
    return;
  }
  await deps.regions
    .db(to.region)
    .insert(waUndeliveredReplies)
    .values({ messageId: to.replyMessageId, conversationId: to.conversationId, reason: WA_WINDOW_CLOSED_REASON })
    .onConflictDoNothing();
}
