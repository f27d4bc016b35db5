import {
  creditsToUsd,
  type Region,
  WEB_CALL_COST_LIMIT_MESSAGE,
  WEB_CALL_MINUTES_LIMIT_MESSAGE,
  WEB_CALLING_OFF_MESSAGE,
  type WebCallStarted,
  webCallSettingsOf,
} from '@agent-platform/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { ConversationRow } from '../../../platform/auth/principals.js';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, conversations, webCalls } from '../../../platform/db/schema/index.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { randomId } from '../../../platform/ids.js';
import { agentVoiceAllowed } from '../../org-billing/index.js';

export const WEB_CALL_ID_LENGTH = 20;

/**
 * The visitor starts a call in their chat. The agent must offer web calls and be within its
 * monthly voice caps (`vapiConfig.maxMinutesMonthly`, `maxCostMonthly`); the conversation becomes
 * a voice conversation, so Chats shows and filters it as one.
 */
export async function startWebCall(
  deps: { regions: Regions; config: Config },
  region: Region,
  conversation: ConversationRow,
): Promise<WebCallStarted> {
  const db = deps.regions.db(region);
  const [agent] = await db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, conversation.agentId)).limit(1);
  if (!agent) throw notFound('Agent not found.');
  const settings = webCallSettingsOf(agent.doc, !!deps.config.providers.deepgram.apiKey);
  if (!settings) throw new AppError('WEB_CALLING_OFF', WEB_CALLING_OFF_MESSAGE);
  // The visitor is told what it can see: the agent takes no calls (its organisation's plan has no voice).
  if (!(await agentVoiceAllowed(db, conversation.workspaceUid, conversation.agentId)))
    throw new AppError('WEB_CALLING_OFF', WEB_CALLING_OFF_MESSAGE);
  await checkMonthlyCaps(deps.regions, region, conversation.agentId, agent.doc.vapiConfig);

  const id = randomId(WEB_CALL_ID_LENGTH);
  const started = await db.transaction(async (tx) => {
    const [call] = await tx
      .insert(webCalls)
      .values({
        id,
        workspaceUid: conversation.workspaceUid,
        agentId: conversation.agentId,
        conversationId: conversation.id,
        speech: settings.speech,
      })
      .returning({ startedAt: webCalls.startedAt });
    await tx
      .update(conversations)
      .set({ channel: 'voice' })
      .where(and(eq(conversations.id, conversation.id), eq(conversations.channel, 'web')));
    return call!;
  });
  return { callId: id, startedAt: started.startedAt.toISOString(), speech: settings.speech };
}

async function checkMonthlyCaps(
  regions: Regions,
  region: Region,
  agentId: string,
  caps: { maxMinutesMonthly?: number | undefined; maxCostMonthly?: number | undefined },
) {
  if (!caps.maxMinutesMonthly && !caps.maxCostMonthly) return;
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [used] = await regions
    .db(region)
    .select({
      minutes: sql<number>`coalesce(sum(${webCalls.minutes}), 0)`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${webCalls.credits}), 0)`.mapWith(Number),
    })
    .from(webCalls)
    .where(and(eq(webCalls.agentId, agentId), gte(webCalls.startedAt, monthStart)));
  if (caps.maxMinutesMonthly && (used?.minutes ?? 0) >= caps.maxMinutesMonthly) {
    throw new AppError('VOICE_LIMIT', WEB_CALL_MINUTES_LIMIT_MESSAGE);
  }
  if (caps.maxCostMonthly && creditsToUsd(used?.credits ?? 0) >= caps.maxCostMonthly) {
    throw new AppError('VOICE_LIMIT', WEB_CALL_COST_LIMIT_MESSAGE);
  }
}
