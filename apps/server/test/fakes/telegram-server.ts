import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, readJsonOrForm, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking the Telegram Bot API (`/bot<token>/<method>`, JSON or form bodies,
 * answers `{ ok, result }` or `{ ok: false, error_code, description }`) for the Telegram adapter:
 * deleteWebhook, setWebhook, getWebhookInfo, getMe and sendMessage. It keeps each bot's webhook
 * and records every call, which tests read (`fake.calls`, or `GET /__calls` from another process).
 *
 * A token whose secret part starts with `refused` is answered as Telegram answers an unknown
 * token (401 Unauthorized); `setWebhook` to an address that is not https is refused as Telegram
 * does, unless the fake was started with `allowHttpWebhooks` (tests run the product on http).
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/telegram-server.ts --port 3195`.
 */
export interface TelegramCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
}

export interface FakeTelegram {
  url: string;
  port: number;
  calls: TelegramCall[];
  /** The webhook each bot (by token) was given, with its secret token. */
  webhooks: Map<string, { url: string; secret_token?: string }>;
  /** Telegram's last failure to deliver to each bot's webhook (by token), as getWebhookInfo reports it. */
  deliveryErrors: Map<string, { date: number; message: string }>;
  close(): Promise<void>;
}

export async function startFakeTelegram(options: { port?: number; allowHttpWebhooks?: boolean } = {}) {
  const calls: TelegramCall[] = [];
  const webhooks = new Map<string, { url: string; secret_token?: string }>();
  const deliveryErrors = new Map<string, { date: number; message: string }>();
  let sent = 0;
  const { server, port } = await startLocalServer((req, res, body) => {
    const reply = (status: number, payload: unknown) => sendJson(res, status, payload);
    if (req.url === '/__calls') return reply(200, calls);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!match) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token = '', method = ''] = match;
    const params = readJsonOrForm(req.headers['content-type'], body);
    calls.push({ token, method, params });
    const fail = (code: number, description: string) => reply(code, { ok: false, error_code: code, description });
    if (token.split(':')[1]?.startsWith('refused')) return fail(401, 'Unauthorized');
    switch (method) {
      case 'getMe':
        return reply(200, { ok: true, result: { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Bot' } });
      case 'deleteWebhook':
        webhooks.delete(token);
        return reply(200, { ok: true, result: true, description: 'Webhook was deleted' });
      case 'setWebhook': {
        const url = String(params.url ?? '');
        if (!url.startsWith('https://') && !options.allowHttpWebhooks) {
          return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
        }
        const secret = typeof params.secret_token === 'string' ? { secret_token: params.secret_token } : {};
        webhooks.set(token, { url, ...secret });
        return reply(200, { ok: true, result: true, description: 'Webhook was set' });
      }
      case 'getWebhookInfo': {
        const error = deliveryErrors.get(token);
        return reply(200, {
          ok: true,
          result: {
            url: webhooks.get(token)?.url ?? '',
            has_custom_certificate: false,
            pending_update_count: 0,
            ...(error ? { last_error_date: error.date, last_error_message: error.message } : {}),
          },
        });
      }
      case 'sendMessage': {
        if (!params.chat_id) return fail(400, 'Bad Request: chat not found');
        if (String(params.text ?? '').length > 4096) return fail(400, 'Bad Request: message is too long');
        sent += 1;
        return reply(200, {
          ok: true,
          result: {
            message_id: sent,
            date: Math.floor(Date.now() / 1000),
            chat: { id: params.chat_id },
            text: params.text,
          },
        });
      }
      default:
        return fail(404, 'Not Found: method not found');
    }
  }, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    webhooks,
    deliveryErrors,
    close: () => closeServer(server),
  } satisfies FakeTelegram;
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeTelegram({ port: Number(cliArg('--port') ?? 3195), allowHttpWebhooks: true });
  console.log(`fake Telegram Bot API on ${fake.url}`);
});
