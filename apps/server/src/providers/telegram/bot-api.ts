import { Api, GrammyError, HttpError } from 'grammy';
import { z } from 'zod';

/**
 * The Telegram Bot API, through grammY's client, at `apiRoot` (config: the real API, or a fake
 * in tests). Plain arguments in, plain data out; failures are `TelegramError` with Telegram's
 * own description, which the product shows.
 */
export class TelegramError extends Error {
  constructor(
    readonly description: string,
    /** Telegram's error code (401 for an unknown token); undefined when Telegram was not reached. */
    readonly errorCode?: number,
  ) {
    super(description);
  }
}

/** Telegram caps a message at 4096 characters. */
export const TELEGRAM_MESSAGE_LIMIT = 4096;

/** The bot's id: the part of its token before the colon (spec 000 §3 "Telegram bot"). */
export const botIdOf = (token: string) => token.slice(0, token.indexOf(':'));

const api = (apiRoot: string, token: string) => new Api(token, { apiRoot, timeoutSeconds: 10 });

/**
 * Points the bot's updates at `url` as spec 000 §4 orders it: delete any webhook it had, set the
 * new one with `secretToken` (Telegram sends it back in X-Telegram-Bot-Api-Secret-Token), then
 * read the webhook back to be sure it took.
 */
export async function connectTelegramWebhook(
  apiRoot: string,
  token: string,
  webhook: { url: string; secretToken: string },
): Promise<{ webhookUrl: string }> {
  const bot = api(apiRoot, token);
  return telegramCall(async () => {
    await bot.deleteWebhook();
    await bot.setWebhook(webhook.url, { secret_token: webhook.secretToken, allowed_updates: ['message'] });
    const info = await bot.getWebhookInfo();
    if (info.url !== webhook.url) throw new TelegramError('the webhook was not kept');
    return { webhookUrl: info.url };
  });
}

/** Where the bot's updates go now, and Telegram's last failure to deliver one there (unix seconds). */
export async function telegramWebhookInfo(
  apiRoot: string,
  token: string,
): Promise<{ url: string; lastErrorDate?: number; lastErrorMessage?: string }> {
  const info = await telegramCall(() => api(apiRoot, token).getWebhookInfo());
  return {
    url: info.url ?? '',
    ...(info.last_error_date ? { lastErrorDate: info.last_error_date } : {}),
    ...(info.last_error_message ? { lastErrorMessage: info.last_error_message } : {}),
  };
}

export async function deleteTelegramWebhook(apiRoot: string, token: string): Promise<void> {
  await telegramCall(() => api(apiRoot, token).deleteWebhook());
}

/** Sends a reply, split into Telegram-sized messages. */
export async function sendTelegramText(apiRoot: string, token: string, chatId: number, text: string) {
  const bot = api(apiRoot, token);
  for (const piece of splitMessage(text, TELEGRAM_MESSAGE_LIMIT)) {
    await telegramCall(() => bot.sendMessage(chatId, piece));
  }
}

/**
 * Splits text into pieces of at most `limit` characters, at a paragraph, line or word break when
 * one is in the second half of the piece, so that no word is cut when it can be helped.
 */
export function splitMessage(text: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const cut = [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), window.lastIndexOf(' ')].find(
      (at) => at >= limit / 2,
    );
    const end = cut ?? limit;
    pieces.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The part of an update the engine reads: a text message in a private or group chat. */
export const ZTelegramUpdate = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      message_id: z.number().int(),
      chat: z.object({ id: z.number().int() }),
      from: z.object({ id: z.number().int(), first_name: z.string().optional() }).optional(),
      text: z.string().optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof ZTelegramUpdate>;

async function telegramCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TelegramError) throw error;
    if (error instanceof GrammyError) {
      throw new TelegramError(error.description, error.error_code);
    }
    if (error instanceof HttpError) throw new TelegramError('Telegram could not be reached');
    throw error;
  }
}
