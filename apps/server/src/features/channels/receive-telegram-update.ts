import { timingSafeEqual } from 'node:crypto';
import type { Region } from '@agent-platform/core';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import type { WebhookInbox } from '../../platform/inbox/index.js';
import { ZTelegramUpdate } from '../../providers/telegram/bot-api.js';
import { agentTelegramBots } from './agent-telegram-bots.js';

export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * An update Telegram delivers to an agent. It counts only with the secret its bot was given at
 * connect (403 otherwise, and nothing is kept). A text message is kept in the inbox, under the
 * bot and update id, before Telegram is answered, and the inbox's workers answer it: the same update
 * delivered again is kept and answered once.
 */
export async function receiveTelegramUpdate(
  deps: { regions: Regions; caches: ReadCaches; inbox: WebhookInbox },
  region: Region,
  agentId: string,
  secret: string | undefined,
  body: unknown,
): Promise<void> {
  const hash = secret ? Buffer.from(sha256(secret)) : undefined;
  const bots = await agentTelegramBots(deps, region, agentId);
  const bot = hash && bots.find((candidate) => timingSafeEqual(Buffer.from(candidate.webhookSecretHash), hash));
  if (!bot) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'This update is not signed for this agent.');
  const update = ZTelegramUpdate.safeParse(body);
  // Updates the agent cannot answer (edits, stickers, joins) are taken and dropped, or Telegram would retry them.
  if (!update.success || !update.data.message?.text?.trim()) return;
  await deps.inbox.keep(region, {
    provider: 'telegram',
    // Update ids count per bot.
    eventId: `${bot.botId}:${update.data.update_id}`,
    agentId,
    rawBody: JSON.stringify(body),
  });
}
