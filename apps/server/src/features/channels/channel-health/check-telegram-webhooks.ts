import { RECONNECT_REASONS, type Region } from '@agent-platform/core';
import type { SecretBox } from '../../../platform/crypto.js';
import { telegramBots } from '../../../platform/db/schema/index.js';
import { TelegramError, telegramWebhookInfo } from '../../../providers/telegram/bot-api.js';
import { type ChannelHealthDeps, markReconnectNeeded } from './mark-reconnect-needed.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The daily Telegram check: each connected bot's webhook is read back from Telegram. One that no
 * longer points here, that Telegram failed to deliver to within the day, or whose token Telegram
 * refuses, marks the channel 'Reconnect needed'. Telegram being unreachable says nothing about
 * the bot, so it marks nothing.
 */
export async function checkTelegramWebhooks(
  deps: ChannelHealthDeps & { secretBox: SecretBox; config: { providers: { telegramApiUrl: string } } },
  region: Region,
): Promise<void> {
  const bots = await deps.regions
    .db(region)
    .select({
      agentId: telegramBots.agentId,
      token: telegramBots.botTokenEncrypted,
      webhookUrl: telegramBots.webhookUrl,
    })
    .from(telegramBots);
  for (const bot of bots) {
    const reason = await webhookProblem(deps, deps.secretBox.open(bot.token), bot.webhookUrl);
    if (reason) await markReconnectNeeded(deps, region, { agentId: bot.agentId, channel: 'telegram', reason });
  }
}

async function webhookProblem(
  deps: ChannelHealthDeps & { config: { providers: { telegramApiUrl: string } } },
  token: string,
  webhookUrl: string,
): Promise<string | undefined> {
  try {
    const info = await telegramWebhookInfo(deps.config.providers.telegramApiUrl, token);
    if (info.url !== webhookUrl) return RECONNECT_REASONS.telegramWebhookUnset;
    const failedToday = info.lastErrorDate !== undefined && info.lastErrorDate > Date.now() / 1000 - DAY_SECONDS;
    if (failedToday) return RECONNECT_REASONS.telegramWebhookFailing(info.lastErrorMessage ?? 'unknown error');
    return undefined;
  } catch (error) {
    if (error instanceof TelegramError && error.errorCode === 401) return RECONNECT_REASONS.telegramTokenRefused;
    deps.log?.warn({ err: error }, 'Telegram webhook check could not reach Telegram');
    return undefined;
  }
}
