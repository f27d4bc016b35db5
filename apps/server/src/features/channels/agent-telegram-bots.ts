import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { telegramBots } from '../../platform/db/schema/index.js';

/**
 * The agent's Telegram bots: each update's secret is checked against them, and each reply is sent
 * through the first. Read once a minute at most while updates pour in (the token stays sealed
 * until a reply is sent); connecting or disconnecting a bot forgets them in every process.
 */
export function agentTelegramBots(deps: { regions: Regions; caches: ReadCaches }, region: Region, agentId: string) {
  return deps.caches.getOrLoad('telegramBots', `${region}:${agentId}`, () =>
    deps.regions
      .db(region)
      .select({
        botId: telegramBots.botId,
        webhookSecretHash: telegramBots.webhookSecretHash,
        botTokenEncrypted: telegramBots.botTokenEncrypted,
      })
      .from(telegramBots)
      .where(eq(telegramBots.agentId, agentId)),
  );
}

/** Call after a bot's row changed (connected, moved or disconnected) for each agent it was or is on. */
export const forgetAgentBots = (caches: ReadCaches, region: Region, agentIds: string[]) =>
  caches.invalidate(
    'telegramBots',
    agentIds.map((agentId) => `${region}:${agentId}`),
  );
