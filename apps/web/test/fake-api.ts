/**
 * The server as the browser meets it, for screens whose calls must succeed: the dashboard's own
 * client, unchanged, sends real requests, and this answers them by method and path. Only fetch is
 * replaced, never our code. Install it before the client is made (`vi.hoisted`), since the client
 * keeps the fetch and Request it was created with:
 *
 *   await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());
 */

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed; any other as its text. */
  body: unknown;
}

type Reply = { status: number; body?: unknown } | ((request: SentRequest) => { status: number; body?: unknown });

const ORIGIN = 'http://dashboard.test';
const replies = new Map<string, Reply>();
const sent: SentRequest[] = [];

export function installFakeApi() {
  const BrowserRequest = globalThis.Request;
  // The dashboard calls its own origin with relative addresses, as a browser resolves them.
  globalThis.Request = class extends BrowserRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `${ORIGIN}${input}` : input, init);
    }
  } as typeof Request;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: SentRequest = {
      method: request.method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: text && request.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text,
    };
    sent.push(call);
    const reply = replies.get(`${call.method} ${call.path}`);
    // No answer set: as when the server cannot be reached.
    if (!reply) throw new TypeError('fetch failed');
    const { status, body } = typeof reply === 'function' ? reply(call) : reply;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** How the server answers `METHOD /path` from now on (the path as sent, decoded). */
export function answerWith(route: string, reply: Reply) {
  replies.set(route, reply);
}

/** The requests sent to `METHOD /path`, oldest first. */
export function requestsTo(route: string): SentRequest[] {
  return sent.filter((call) => `${call.method} ${call.path}` === route);
}

export function resetFakeApi() {
  replies.clear();
  sent.length = 0;
}

/** The error body our server sends, for answers outside 2xx. */
export const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});
