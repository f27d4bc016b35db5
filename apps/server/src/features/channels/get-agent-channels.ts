import { type AgentChannels, CHANNEL_KEYS, CHANNEL_LABELS, isChannelActive } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents, telegramBots } from '../../platform/db/schema/index.js';
import type { AgentAccess } from '../agents/agent-access.js';

/** The Channels tab: each card with its 'Active' state (spec 000 §4 rules), and the connected Telegram bot. */
export async function getAgentChannels(regions: Regions, access: AgentAccess): Promise<AgentChannels> {
  const db = regions.db(access.region);
  const [[agent], bots] = await Promise.all([
    db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, access.agentId)).limit(1),
    db
      .select({ botId: telegramBots.botId, webhookUrl: telegramBots.webhookUrl })
      .from(telegramBots)
      .where(eq(telegramBots.agentId, access.agentId)),
  ]);
  const facts = {
    agent: agent?.doc ?? {},
    telegramBots: bots.length,
    // The WhatsApp, Meta and Discord records come with those channels.
    waNumbers: 0,
    discordWebhookUrls: [],
    metaPages: [],
  };
  return {
    channels: CHANNEL_KEYS.map((key) => ({ key, label: CHANNEL_LABELS[key], active: isChannelActive(key, facts) })),
    voiceActive: isChannelActive('voice', facts),
    telegram: bots[0] ?? null,
  };
}
