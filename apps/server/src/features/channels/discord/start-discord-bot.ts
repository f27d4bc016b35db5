import type { FastifyInstance } from 'fastify';
import { createDiscordBot, type DiscordBot } from '../../../providers/discord/bot.js';
import { receiveDiscordMessage } from './receive-discord-message.js';

/** Waits between attempts to log in while Discord cannot be reached: from 5 s, doubling up to 5 min. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 300_000;
/** How long closing the server waits for a login under way before stopping the bot anyway. */
const LOGIN_WAIT_MS = 5_000;

/**
 * Runs the platform's Discord bot with the server when a bot token is configured: it logs in in
 * the background (the server does not wait for Discord), tries again while Discord cannot be
 * reached, and stops before the server closes, after the messages it was keeping are kept.
 */
export function startDiscordBot(app: FastifyInstance): void {
  const { apiUrl, botToken } = app.config.providers.discord;
  if (!botToken) return;
  const log = app.log.child({ channel: 'discord' });
  const deps = { regions: app.regions, caches: app.caches, inbox: app.inbox };
  const keeping = new Set<Promise<void>>();
  let bot: DiscordBot | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;
  let stopped = false;

  const connect = async (attempt: number) => {
    const current = createDiscordBot({
      apiUrl,
      token: botToken,
      onMessage(message) {
        const kept = receiveDiscordMessage(deps, message)
          .catch((error: unknown) => log.error({ err: error, messageId: message.id }, 'discord message not kept'))
          .finally(() => keeping.delete(kept));
        keeping.add(kept);
      },
      onError: (error) => log.warn({ err: error }, 'discord gateway error'),
    });
    bot = current;
    try {
      await current.start();
      log.info('discord bot connected');
    } catch (error) {
      await current.stop();
      if (stopped) return;
      // discord.js names a refused token TokenInvalid: trying again cannot help.
      if ((error as { code?: string }).code === 'TokenInvalid') {
        return log.error({ err: error }, 'discord bot token refused; the bot stays off');
      }
      const wait = Math.min(FIRST_RETRY_MS * 2 ** attempt, LAST_RETRY_MS);
      log.warn({ err: error, retryInMs: wait }, 'discord bot could not connect');
      retry = setTimeout(() => {
        connecting = connect(attempt + 1);
      }, wait);
    }
  };

  connecting = connect(0);
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(retry);
    // Stopping the bot in the middle of its login was seen to hang (discord.js's destroy never
    // returned): a login under way is given a moment to finish first.
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, LOGIN_WAIT_MS).unref())]);
    await bot?.stop();
    await Promise.all(keeping);
  });
}
