import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentAccess } from '../../platform/auth/principals.js';
import { telegramBots } from '../../platform/db/schema/index.js';
import { deleteTelegramWebhook, TelegramError } from '../../providers/telegram/bot-api.js';
import { forgetAgentBots } from './agent-telegram-bots.js';
import type { TelegramDeps } from './connect-telegram.js';

/**
 * Disconnects the agent's bot: Telegram stops delivering, and the bot is forgotten. A bot whose
 * token Telegram no longer takes (revoked in BotFather) is forgotten all the same.
 */
export async function disconnectTelegram(deps: TelegramDeps & { log?: FastifyBaseLogger }, access: AgentAccess) {
  const db = deps.regions.db(access.region);
  const bots = await db.select().from(telegramBots).where(eq(telegramBots.agentId, access.agentId));
  for (const bot of bots) {
    try {
      await deleteTelegramWebhook(deps.config.providers.telegramApiUrl, deps.secretBox.open(bot.botTokenEncrypted));
    } catch (error) {
      if (!(error instanceof TelegramError)) throw error;
      deps.log?.warn({ botId: bot.botId, reason: error.description }, 'telegram webhook not deleted');
    }
    await db.delete(telegramBots).where(eq(telegramBots.botId, bot.botId));
  }
  await forgetAgentBots(deps.caches, access.region, [access.agentId]);
}
