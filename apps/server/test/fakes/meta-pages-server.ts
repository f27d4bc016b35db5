import { randomBytes } from 'node:crypto';
import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, readJsonOrForm, runStandalone, sendJson } from './fake-server-kit.js';
import type { GraphCall } from './meta-graph-server.js';

export type { GraphCall };

/**
 * A real HTTP server speaking Meta's Graph API v18.0 for Facebook pages (paths under `/v18.0`),
 * as the Instagram and Messenger channels call it:
 * - `GET /oauth/access_token?grant_type=fb_exchange_token&client_id&client_secret&fb_exchange_token`
 * - `GET /me/accounts?fields=...` (the user's pages, each with its page token and linked Instagram account)
 * - `POST|GET|DELETE /{page-id}/subscribed_apps` (subscribed_fields)
 * - `POST /{page-id}/messages` (recipient.id, message.text; refuses text over 2000 characters as Meta does)
 * Tokens come as `access_token` in the query or body, or as `Authorization: Bearer`. Errors are
 * Meta's `{ error: { message, type, code } }`, with code 190 for a token it does not know.
 *
 * Meta users are made by the test: `fake.addUser(shortLivedToken, pages)` in process, or
 * `POST /__users { token, pages }` from another. Every Graph call is recorded (`fake.calls`, or
 * `GET /__calls`).
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/meta-pages-server.ts --port 3197
 * --app-id <id> --app-secret <secret>`.
 */
export interface FakePageSpec {
  id: string;
  name: string;
  instagram?: { id: string; username: string };
}

interface FakePage extends FakePageSpec {
  accessToken: string;
}

export interface FakeMetaPages {
  /** The Graph API base the product is pointed at (`.../v18.0`). */
  graphUrl: string;
  url: string;
  port: number;
  calls: GraphCall[];
  /** The app's subscribed fields per page id. */
  subscriptions: Map<string, string[]>;
  /** A Meta user: the short-lived token Meta's login would return for them, and the pages they manage. */
  addUser(shortLivedToken: string, pages: FakePageSpec[]): void;
  /** The page token the fake gave out for a page. */
  pageToken(pageId: string): string | undefined;
  /** Expires the long-lived tokens given for a sign-in: Meta then answers them with error 190. */
  expireSignIn(shortLivedToken: string): void;
  close(): Promise<void>;
}

const VERSION = '/v18.0';

export async function startFakeMetaPages(options: { port?: number; appId: string; appSecret: string }) {
  const calls: GraphCall[] = [];
  const subscriptions = new Map<string, string[]>();
  /** short-lived token -> the user's pages */
  const shortTokens = new Map<string, FakePage[]>();
  /** long-lived token -> the user's pages */
  const userTokens = new Map<string, FakePage[]>();
  const pages = new Map<string, FakePage>();
  /** long-lived token -> the short-lived token it was exchanged for */
  const issued = new Map<string, string>();
  let sent = 0;

  const addUser = (shortLivedToken: string, specs: FakePageSpec[]) => {
    const own = specs.map((spec) => {
      const page = {
        ...spec,
        accessToken: pages.get(spec.id)?.accessToken ?? `EAAPage${randomBytes(12).toString('hex')}`,
      };
      pages.set(page.id, page);
      return page;
    });
    shortTokens.set(shortLivedToken, own);
  };

  const { server, port } = await startLocalServer((req, res, raw) => {
    const reply = (status: number, payload: unknown) => sendJson(res, status, payload);
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__calls') return reply(200, calls);
    if (url.pathname === '/__users' && req.method === 'POST') {
      const { token, pages: specs } = JSON.parse(raw) as { token: string; pages: FakePageSpec[] };
      addUser(token, specs);
      return reply(200, { ok: true });
    }
    const oauthError = (message: string, code: number, status = 400) =>
      reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'AFake' } });
    if (!url.pathname.startsWith(`${VERSION}/`)) return oauthError('Unknown path components', 2500);
    const path = url.pathname.slice(VERSION.length);
    const query = Object.fromEntries(url.searchParams);
    const body = readJsonOrForm(req.headers['content-type'], raw);
    const header = req.headers.authorization;
    const token =
      (header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined) ??
      query.access_token ??
      (typeof body.access_token === 'string' ? body.access_token : undefined);
    calls.push({ method: req.method ?? 'GET', path, query, body, token });

    if (path === '/oauth/access_token' && req.method === 'GET') {
      if (query.client_id !== options.appId || query.client_secret !== options.appSecret) {
        return oauthError('Error validating client secret.', 1);
      }
      if (query.grant_type !== 'fb_exchange_token') return oauthError('Unsupported grant_type', 100);
      const own = shortTokens.get(query.fb_exchange_token ?? '');
      if (!own) return oauthError('Invalid OAuth access token - Cannot parse access token', 190);
      const longLived = `EAALong${randomBytes(16).toString('hex')}`;
      userTokens.set(longLived, own);
      issued.set(longLived, query.fb_exchange_token ?? '');
      return reply(200, { access_token: longLived, token_type: 'bearer', expires_in: 5183944 });
    }

    if (path === '/me/accounts' && req.method === 'GET') {
      const own = token ? userTokens.get(token) : undefined;
      if (!own) return oauthError('Error validating access token: Session has expired.', 190);
      const fields = query.fields ?? 'id,name';
      return reply(200, {
        data: own.map((page) => ({
          id: page.id,
          name: page.name,
          ...(fields.includes('access_token') ? { access_token: page.accessToken } : {}),
          category: 'Local business',
          tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'],
          ...(page.instagram && fields.includes('instagram_business_account')
            ? { instagram_business_account: { id: page.instagram.id, username: page.instagram.username } }
            : {}),
        })),
        paging: { cursors: { before: 'QVFIUBefore', after: 'QVFIUAfter' } },
      });
    }

    const pageCall = /^\/(\d+)\/(subscribed_apps|messages)$/.exec(path);
    const page = pageCall ? pages.get(pageCall[1] ?? '') : undefined;
    if (!pageCall || !page) {
      return oauthError(
        `Unsupported ${req.method?.toLowerCase()} request. Object with ID '${path.split('/')[1]}' does not exist`,
        100,
      );
    }
    if (token !== page.accessToken) return oauthError('Invalid OAuth access token data.', 190);
    if (pageCall[2] === 'subscribed_apps') {
      switch (req.method) {
        case 'POST': {
          const fields = String(body.subscribed_fields ?? query.subscribed_fields ?? '');
          if (!fields) return oauthError('(#100) The parameter subscribed_fields is required', 100);
          subscriptions.set(page.id, fields.split(','));
          return reply(200, { success: true });
        }
        case 'DELETE':
          subscriptions.delete(page.id);
          return reply(200, { success: true });
        default: {
          const fields = subscriptions.get(page.id);
          return reply(200, {
            data: fields
              ? [
                  {
                    category: 'Business',
                    link: 'https://example.com',
                    name: 'Agent Platform',
                    id: options.appId,
                    subscribed_fields: fields,
                  },
                ]
              : [],
          });
        }
      }
    }
    if (req.method !== 'POST') return oauthError('Unsupported request', 100);
    const recipient = (body.recipient as { id?: string } | undefined)?.id;
    const text = (body.message as { text?: string } | undefined)?.text;
    if (!recipient) return oauthError('(#100) The parameter recipient is required', 100);
    if (typeof text !== 'string' || !text) return oauthError('(#100) Param message must be non-empty.', 100);
    if (text.length > 2000) {
      return oauthError('(#100) Length of param message[text] must be less than or equal to 2000', 100);
    }
    sent += 1;
    return reply(200, { recipient_id: recipient, message_id: `m_fake_${sent}` });
  }, options.port);

  return {
    graphUrl: `http://127.0.0.1:${port}${VERSION}`,
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    subscriptions,
    addUser,
    pageToken: (pageId: string) => pages.get(pageId)?.accessToken,
    expireSignIn: (shortLivedToken: string) => {
      for (const [longLived, short] of issued) if (short === shortLivedToken) userTokens.delete(longLived);
    },
    close: () => closeServer(server),
  } satisfies FakeMetaPages;
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeMetaPages({
    port: Number(cliArg('--port') ?? 3197),
    appId: cliArg('--app-id') ?? '1234567890',
    appSecret: cliArg('--app-secret') ?? 'fake-app-secret',
  });
  console.log(`fake Graph API (pages) on ${fake.graphUrl}`);
});
