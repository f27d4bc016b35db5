import { randomBytes } from 'node:crypto';
import { telegramWebhookFailed } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import { type SecretBox, sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { telegramBots } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type TenancyConfig, webhookAddress } from '../../platform/tenancy/index.js';
import { botIdOf, connectTelegramWebhook, TelegramError } from '../../providers/telegram/bot-api.js';
import type { EmitDeps } from '../events/index.js';
import { recordChannelConnection } from '../product-events/index.js';
import { forgetAgentBots } from './agent-telegram-bots.js';
import { clearReconnectNeeded } from './channel-health/clear-reconnect-needed.js';
import { requireChannelInPlan } from './require-channel-in-plan.js';

export interface TelegramDeps {
  regions: Regions;
  caches: ReadCaches;
  secretBox: SecretBox;
  config: TenancyConfig & { providers: { telegramApiUrl: string } };
}

/** Where Telegram delivers an agent's updates (spec 000 §7: {api}/v2/agents/{agentId}/telegram-webhook). */
export const telegramWebhookUrl = (config: TenancyConfig, access: Pick<AgentAccess, 'region' | 'agentId'>) =>
  webhookAddress(config, `/api/${access.region}/v2/agents/${encodeURIComponent(access.agentId)}/telegram-webhook`);

/**
 * Connects a bot to an agent (spec 000 §4 "Telegram connect"): the bot's webhook is deleted, set
 * to this agent with a new random secret, and read back; then the bot is saved under its id, the
 * token encrypted and only the secret's hash kept. A bot already connected elsewhere moves here:
 * whoever holds its token owns it, and Telegram keeps one webhook per bot.
 */
export async function connectTelegram(deps: TelegramDeps & EmitDeps, access: AgentAccess, botToken: string) {
  await requireChannelInPlan(deps.regions, access, 'telegram');
  const secret = randomBytes(32).toString('hex');
  const url = telegramWebhookUrl(deps.config, access);
  let webhookUrl: string;
  try {
    ({ webhookUrl } = await connectTelegramWebhook(deps.config.providers.telegramApiUrl, botToken, {
      url,
      secretToken: secret,
    }));
  } catch (error) {
    if (error instanceof TelegramError)
      throw new AppError('CHANNEL_CONNECT_FAILED', telegramWebhookFailed(error.description));
    throw error;
  }
  const bot = {
    workspaceUid: access.workspaceUid,
    agentId: access.agentId,
    botTokenEncrypted: deps.secretBox.seal(botToken),
    webhookSecretHash: sha256(secret),
    webhookUrl,
  };
  const botId = botIdOf(botToken);
  const db = deps.regions.db(access.region);
  const [before] = await db
    .select({ agentId: telegramBots.agentId })
    .from(telegramBots)
    .where(eq(telegramBots.botId, botId));
  await db
    .insert(telegramBots)
    .values({ botId, ...bot })
    .onConflictDoUpdate({ target: telegramBots.botId, set: { ...bot, connectedAt: new Date() } });
  await forgetAgentBots(deps.caches, access.region, before ? [access.agentId, before.agentId] : [access.agentId]);
  await clearReconnectNeeded(deps.regions, access.region, access.agentId, 'telegram');
  await recordChannelConnection(deps, access, { channelType: 'telegram' });
  return { botId, webhookUrl };
}
