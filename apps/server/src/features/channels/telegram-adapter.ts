import type { Region } from '@agent-platform/core';
import { sendTelegramText, ZTelegramUpdate } from '../../providers/telegram/bot-api.js';
import { agentTelegramBots } from './agent-telegram-bots.js';
import type { ChannelAdapter, ChannelDeps } from './channel-adapters.js';

async function agentBotToken(deps: ChannelDeps, region: Region, agentId: string) {
  const [bot] = await agentTelegramBots(deps, region, agentId);
  return bot && deps.secretBox.open(bot.botTokenEncrypted);
}

/** Telegram: a chat with the agent's bot is one conversation; replies go out through the bot. */
export const telegramAdapter: ChannelAdapter = {
  incoming(payload) {
    const update = ZTelegramUpdate.parse(payload);
    const chatId = update.message?.chat.id;
    const text = update.message?.text?.trim();
    if (chatId === undefined || !text) return undefined;
    return { channelUserId: String(chatId), text, messageId: `telegram-${update.update_id}` };
  },
  async connected(deps, region, agentId) {
    return (await agentTelegramBots(deps, region, agentId)).length > 0;
  },
  async send(deps, to, text) {
    const token = await agentBotToken(deps, to.region, to.agentId);
    if (!token) return false;
    await sendTelegramText(deps.config.providers.telegramApiUrl, token, Number(to.channelUserId), text);
    return true;
  },
};
