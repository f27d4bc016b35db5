import {
  type AgentChannels,
  CHANNEL_KEYS,
  CHANNEL_LABELS,
  isChannelActive,
  planAllowsChannel,
} from '@agent-platform/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import {
  agents,
  channelHealth,
  discordChannels,
  metaPages,
  telegramBots,
  twilioNumbers,
  workspaces,
} from '../../platform/db/schema/index.js';
import { whatsappFacts } from './whatsapp/whatsapp-facts.js';

/** The Channels tab: each card with its 'Active' state (spec 000 §4 rules), and the connected Telegram bot. */
export async function getAgentChannels(regions: Regions, access: AgentAccess): Promise<AgentChannels> {
  const db = regions.db(access.region);
  const [[agent], bots, discord, pages] = await Promise.all([
    db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, access.agentId)).limit(1),
    db
      .select({ botId: telegramBots.botId, webhookUrl: telegramBots.webhookUrl })
      .from(telegramBots)
      .where(eq(telegramBots.agentId, access.agentId)),
    // The webhook URL stays sealed: the Active rule needs only to know that one is saved.
    db
      .select({ webhookUrl: discordChannels.webhookUrlEncrypted })
      .from(discordChannels)
      .where(eq(discordChannels.agentId, access.agentId)),
    db.select({ igPageId: metaPages.igPageId }).from(metaPages).where(eq(metaPages.agentId, access.agentId)),
  ]);
  const whatsapp = await whatsappFacts(db, access.agentId);
  const [phones] = await db
    .select({ n: count() })
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.agentId, access.agentId), isNull(twilioNumbers.releasedAt)));
  const facts = {
    agent: { ...agent?.doc, ...whatsapp.legacy },
    telegramBots: bots.length,
    phoneNumbers: phones?.n ?? 0,
    // The WhatsApp, Meta and Discord records come with those channels.
    waNumbers: whatsapp.waNumbers,
    discordWebhookUrls: discord.map((row) => row.webhookUrl),
    metaPages: pages,
  };
  const [[workspace], health] = await Promise.all([
    db.select({ limits: workspaces.limits }).from(workspaces).where(eq(workspaces.uid, access.workspaceUid)),
    db
      .select({ channel: channelHealth.channel, reason: channelHealth.reason, detectedAt: channelHealth.detectedAt })
      .from(channelHealth)
      .where(eq(channelHealth.agentId, access.agentId)),
  ]);
  return {
    channels: CHANNEL_KEYS.map((key) => ({
      key,
      label: CHANNEL_LABELS[key],
      active: isChannelActive(key, facts),
      inPlan: planAllowsChannel(workspace?.limits ?? {}, key),
    })),
    reconnectNeeded: health.map((row) => ({ ...row, detectedAt: row.detectedAt.toISOString() })),
    voiceActive: isChannelActive('voice', facts),
    telegram: bots[0] ?? null,
  };
}
