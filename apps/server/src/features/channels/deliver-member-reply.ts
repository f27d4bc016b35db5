import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { conversations, messages, telegramBots } from '../../platform/db/schema/index.js';
import { sendTelegramText } from '../../providers/telegram/bot-api.js';
import type { TelegramDeps } from './connect-telegram.js';

export const CHANNEL_REPLY_QUEUE = 'channel-reply';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [CHANNEL_REPLY_QUEUE]: { messageId: number };
  }
}

/**
 * Carries a member's reply to the person on the messaging channel the conversation is on. A
 * conversation whose bot was disconnected since has nowhere to send it: it stays in the transcript.
 */
export async function deliverMemberReply(
  deps: TelegramDeps,
  region: Region,
  { messageId }: { messageId: number },
): Promise<void> {
  const db = deps.regions.db(region);
  const [reply] = await db
    .select({
      content: messages.content,
      channel: conversations.channel,
      channelUserId: conversations.channelUserId,
      token: telegramBots.botTokenEncrypted,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(telegramBots, eq(telegramBots.agentId, conversations.agentId))
    .where(eq(messages.id, messageId))
    .limit(1);
  if (reply?.channel !== 'telegram' || !reply.token || !reply.channelUserId) return;
  await sendTelegramText(
    deps.config.providers.telegramApiUrl,
    deps.secretBox.open(reply.token),
    Number(reply.channelUserId),
    reply.content,
  );
}
