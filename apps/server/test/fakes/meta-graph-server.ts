import { randomBytes } from 'node:crypto';
import { metaSignature } from '../../src/providers/meta/signature.js';
import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, readJsonOrForm, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking the WhatsApp part of Meta's Graph API v18.0 under `/v18.0`:
 *
 * - `GET /oauth/access_token?client_id&client_secret&code`: the embedded signup's code exchange
 * - `GET /{waba-id}/phone_numbers`: two numbers per business account, `{waba-id}1` and `{waba-id}2`
 * - `POST|DELETE /{waba-id}/subscribed_apps`: the webhook subscription (override_callback_uri, verify_token)
 * - `POST /{phone-number-id}/messages`: text and template messages, answered with a wamid
 * - `GET|POST /{waba-id}/message_templates`: each account has one APPROVED template, `hello_again`
 *
 * Errors are Meta's shape (`{ error: { message, type, code, error_data: { details } } }`): a
 * token not starting with `EAAG` is refused with code 190; a business account id starting with 9
 * refuses the subscription; a recipient starting with 999 is not in the allowed list; a code
 * starting with `refused` cannot be exchanged. Every call is recorded (`fake.calls`, or
 * `GET /__calls` from another process). `POST /__deliver` with `{ url, payload }` posts the
 * payload to `url` signed with the app secret, as Meta delivers a webhook.
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/meta-graph-server.ts --port 3196 --app-id ID --app-secret SECRET`.
 */
/** A Graph API call as this fake and the Pages one (meta-pages-server.ts) record it. */
export interface GraphCall {
  method: string;
  /** The path after `/v18.0`, e.g. `/123/messages`. */
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** The access token the call carried, where the fake reads one. */
  token: string | undefined;
}

export interface FakeMetaGraph {
  url: string;
  port: number;
  calls: GraphCall[];
  /** The webhook each business account was subscribed to. */
  subscriptions: Map<string, { override_callback_uri?: string; verify_token?: string }>;
  /** A webhook delivery signed as Meta signs it. */
  sign(payload: string): string;
  /** Meta's review passes: the templates of this name submitted to any account become APPROVED. */
  approve(name: string): void;
  close(): Promise<void>;
}

export const APPROVED_TEMPLATE = {
  name: 'hello_again',
  language: 'en',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'Hello again! Reply to this message to carry on our conversation.' }],
};

/** A WhatsApp text message as Meta's webhook delivers it. */
export function whatsappTextWebhook(message: {
  wabaId: string;
  phoneId: string;
  from: string;
  text: string;
  wamid?: string;
  timestamp?: number;
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: message.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100001', phone_number_id: message.phoneId },
              contacts: [{ profile: { name: 'Test Customer' }, wa_id: message.from }],
              messages: [
                {
                  from: message.from,
                  id: message.wamid ?? `wamid.${randomBytes(12).toString('hex')}`,
                  timestamp: String(message.timestamp ?? Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: message.text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

export async function startFakeMetaGraph(options: {
  port?: number;
  appId: string;
  appSecret: string;
  /** How long each message send takes to be answered, as a slow Graph API would. */
  messageDelayMs?: number;
}) {
  const calls: GraphCall[] = [];
  const subscriptions = new Map<string, { override_callback_uri?: string; verify_token?: string }>();
  const templates = new Map<string, Record<string, unknown>[]>();
  const { server, port } = await startLocalServer((req, res, raw) => {
    const reply = (status: number, payload: unknown) => sendJson(res, status, payload);
    const fail = (status: number, message: string, code: number, details?: string) =>
      reply(status, {
        error: {
          message,
          type: 'OAuthException',
          code,
          ...(details && { error_data: { messaging_product: 'whatsapp', details } }),
          fbtrace_id: randomBytes(8).toString('hex'),
        },
      });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__calls') return reply(200, calls);
    const body = readJsonOrForm(req.headers['content-type'], raw);
    if (url.pathname === '/__deliver' && req.method === 'POST') {
      const payload = JSON.stringify(body.payload);
      void fetch(String(body.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': metaSignature(options.appSecret, payload),
        },
        body: payload,
      }).then(
        (delivered) => reply(200, { status: delivered.status }),
        () => reply(502, { status: 0 }),
      );
      return;
    }
    if (!url.pathname.startsWith('/v18.0/')) return fail(400, 'Unknown path components', 2500);
    const path = url.pathname.slice('/v18.0'.length);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const method = req.method ?? 'GET';
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body, token });

    if (path === '/oauth/access_token' && method === 'GET') {
      const query = url.searchParams;
      if (query.get('client_id') !== options.appId || query.get('client_secret') !== options.appSecret) {
        return fail(400, 'Error validating client secret.', 1);
      }
      const code = query.get('code') ?? '';
      if (!code || code.startsWith('refused')) return fail(400, 'Invalid verification code format.', 100);
      return reply(200, { access_token: `EAAG${randomBytes(16).toString('hex')}`, token_type: 'bearer' });
    }
    if (!token?.startsWith('EAAG')) {
      return fail(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    }
    const [, id = '', edge = ''] = path.split('/');
    if (!/^\d+$/.test(id)) return fail(400, `Unsupported request - method type: ${method.toLowerCase()}`, 100);

    if (edge === 'phone_numbers' && method === 'GET') {
      return reply(200, {
        data: [1, 2].map((n) => ({
          id: `${id}${n}`,
          display_phone_number: `+1 555-01${id.slice(-2)}-00${n}`,
          verified_name: n === 1 ? 'Test Shop' : 'Test Shop Support',
          status: 'CONNECTED',
          quality_rating: 'GREEN',
          code_verification_status: 'VERIFIED',
        })),
        paging: { cursors: { before: 'QVFI', after: 'QVFI' } },
      });
    }
    if (edge === 'subscribed_apps' && method === 'POST') {
      if (id.startsWith('9')) {
        return fail(
          403,
          '(#200) Permissions error',
          200,
          'The business account has not granted the app whatsapp_business_management.',
        );
      }
      subscriptions.set(id, {
        override_callback_uri: body.override_callback_uri as string | undefined,
        verify_token: body.verify_token as string | undefined,
      });
      return reply(200, { success: true });
    }
    if (edge === 'subscribed_apps' && method === 'DELETE') {
      subscriptions.delete(id);
      return reply(200, { success: true });
    }
    if (edge === 'messages' && method === 'POST') {
      const to = String(body.to ?? '');
      if (body.messaging_product !== 'whatsapp' || !/^\d{6,20}$/.test(to)) {
        return fail(400, '(#100) Invalid parameter', 100, 'Parameter to is invalid.');
      }
      if (to.startsWith('999')) {
        return fail(
          400,
          '(#131030) Recipient phone number not in allowed list',
          131030,
          'Recipient phone number not in allowed list',
        );
      }
      if (body.type === 'text') {
        const text = body.text as { body?: string } | undefined;
        if (!text?.body) return fail(400, "(#100) The parameter text['body'] is required.", 100);
        if (text.body.length > 4096)
          return fail(400, "(#100) Param text['body'] must be at most 4096 characters long.", 100);
      } else if (body.type === 'template') {
        const template = body.template as
          | { name?: string; components?: { type?: string; parameters?: unknown[] }[] }
          | undefined;
        if (!template?.name) return fail(400, "(#100) The parameter template['name'] is required.", 100);
        // As Meta does, the body's parameters must fill exactly the approved body's {{n}} placeholders.
        const approved = [APPROVED_TEMPLATE, ...[...templates.values()].flat()].find(
          (t) => t.name === template.name && t.status === 'APPROVED',
        ) as { components?: { type?: string; text?: string }[] } | undefined;
        if (!approved) return fail(400, '(#132001) Template name does not exist in the translation', 132001);
        const expected = new Set(
          (approved.components?.find((c) => c.type === 'BODY')?.text ?? '').match(/\{\{\d+\}\}/g) ?? [],
        ).size;
        const given = template.components?.find((c) => c.type === 'body')?.parameters?.length ?? 0;
        if (given !== expected) {
          return fail(400, '(#132000) Number of parameters does not match the expected number of params', 132000);
        }
      } else return fail(400, '(#100) Invalid parameter', 100, 'Unsupported message type.');
      const sent = {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${randomBytes(16).toString('hex')}` }],
      };
      if (!options.messageDelayMs) return reply(200, sent);
      setTimeout(() => reply(200, sent), options.messageDelayMs);
      return;
    }
    if (edge === 'message_templates') {
      const own: Record<string, unknown>[] = templates.get(id) ?? [APPROVED_TEMPLATE];
      templates.set(id, own);
      if (method === 'GET') {
        const status = url.searchParams.get('status');
        return reply(200, { data: own.filter((t) => !status || t.status === status) });
      }
      if (method === 'POST') {
        const name = String(body.name ?? '');
        const components = Array.isArray(body.components)
          ? (body.components as { type?: string; text?: string }[])
          : [];
        if (!/^[a-z0-9_]{1,512}$/.test(name)) {
          return fail(
            400,
            'Invalid parameter',
            100,
            'Template name can only contain lowercase letters, numbers and underscores.',
          );
        }
        if (!['UTILITY', 'MARKETING', 'AUTHENTICATION'].includes(String(body.category))) {
          return fail(400, 'Invalid parameter', 100, 'Invalid category.');
        }
        if (!components.some((c) => c.type === 'BODY' && c.text)) {
          return fail(400, 'Invalid parameter', 100, 'A template needs a body.');
        }
        if (own.some((t) => t.name === name && t.language === body.language)) {
          return fail(400, 'Invalid parameter', 100, `Content in this language already exists for ${name}.`);
        }
        const created = { id: String(Date.now()), status: 'PENDING', category: body.category };
        own.push({ name, language: body.language, status: 'PENDING', category: body.category, components });
        return reply(200, created);
      }
    }
    return fail(400, `Unsupported ${method.toLowerCase()} request.`, 100);
  }, options.port);
  return {
    url: `http://127.0.0.1:${port}/v18.0`,
    port,
    calls,
    subscriptions,
    sign: (payload: string) => metaSignature(options.appSecret, payload),
    approve(name: string) {
      for (const own of templates.values()) for (const t of own) if (t.name === name) t.status = 'APPROVED';
    },
    close: () => closeServer(server),
  } satisfies FakeMetaGraph;
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeMetaGraph({
    port: Number(cliArg('--port') ?? 3196),
    appId: cliArg('--app-id') ?? 'e2e-meta-app',
    appSecret: cliArg('--app-secret') ?? 'e2e-meta-app-secret',
  });
  console.log(`fake Meta Graph API on ${fake.url}`);
});
