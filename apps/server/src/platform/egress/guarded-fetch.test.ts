import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../../test/local-http-server.js';
import { EgressError } from './guard.js';
import { createGuardedFetch } from './guarded-fetch.js';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

async function refusal(promise: Promise<unknown>): Promise<EgressError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe('guarded fetch', () => {
  let allowed: { server: Server; port: number };
  let other: { server: Server; port: number };
  let base: string;
  /** Lets /events send its second event; set by the test once it has read the first. */
  let releaseSecondEvent: () => void = () => undefined;
  const guardedFetch = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    createGuardedFetch({ allow: [`127.0.0.1:${allowed.port}`], ...options });

  beforeAll(async () => {
    allowed = await startLocalServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/echo') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ method: req.method, auth: req.headers.authorization, body }));
      } else if (url.pathname === '/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: first\n\n');
        const second = new Promise<void>((resolve) => {
          releaseSecondEvent = resolve;
        });
        void second.then(() => res.end('data: second\n\n'));
      } else if (url.pathname === '/stall') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: first\n\n');
      } else if (url.pathname === '/big-stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const piece = `data: ${'x'.repeat(1000)}\n\n`;
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent > 200) {
            clearInterval(timer);
            res.end();
            return;
          }
          res.write(piece);
          sent++;
        }, 1);
      } else if (url.pathname === '/redirect') {
        res.writeHead(307, { location: url.searchParams.get('to') ?? '/' }).end();
      } else if (url.pathname === '/empty') {
        res.writeHead(204).end();
      } else {
        res.writeHead(404).end();
      }
    });
    other = await startLocalServer((_req, res) => res.end('private data'));
    base = `http://127.0.0.1:${allowed.port}`;
  });
  afterAll(() => {
    allowed.server.closeAllConnections();
    allowed.server.close();
    other.server.close();
  });

  it('sends method, headers and body, and answers like fetch', async () => {
    const res = await guardedFetch()(`${base}/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.url).toBe(`${base}/echo`);
    expect(await res.json()).toEqual({ method: 'POST', auth: 'Bearer k', body: '{"a":1}' });
  });

  it('hands over each part of a streamed answer as it arrives', async () => {
    const res = await guardedFetch()(`${base}/events`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The server sends its second event only after this first one has been read.
    expect((await reader.read()).value).toBe('data: first\n\n');
    releaseSecondEvent();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += part.value;
    expect(rest).toBe('data: second\n\n');
  });

  it('keeps a 307 redirect a POST with its body, when the target is allowed too', async () => {
    const res = await guardedFetch()(`${base}/redirect?to=/echo`, { method: 'POST', body: 'again' });
    expect(await res.json()).toMatchObject({ method: 'POST', body: 'again' });
  });

  it('answers a status without a body', async () => {
    const res = await guardedFetch()(`${base}/empty`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it.each([
    ['loopback on another port', () => `http://127.0.0.1:${other.port}/`],
    ['localhost by name', () => `http://localhost:${other.port}/`],
    ['a private network address', () => 'http://10.0.0.1/v1/models'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${other.port}/`],
  ])('refuses %s', async (_name, url) => {
    const error = await refusal(guardedFetch()(url()));
    expect(error.reason).toBe('blocked');
    expect(error.message).toMatch(/not a public address/);
  });

  it('refuses a redirect to a private address', async () => {
    const to = encodeURIComponent(`http://127.0.0.1:${other.port}/`);
    expect((await refusal(guardedFetch()(`${base}/redirect?to=${to}`))).reason).toBe('blocked');
  });

  it('refuses other schemes and URLs with credentials', async () => {
    expect((await refusal(guardedFetch()('file:///etc/passwd'))).reason).toBe('invalid-url');
    expect((await refusal(guardedFetch()(`http://u:p@127.0.0.1:${allowed.port}/echo`))).reason).toBe('invalid-url');
  });

  it('stops a stream that grows past the size cap', async () => {
    const res = await guardedFetch({ maxBytes: 50 * 1024 })(`${base}/big-stream`);
    expect(res.status).toBe(200);
    const error = await refusal(res.text());
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe('The response is larger than 50 KB.');
  });

  it('stops a stream that stalls past the time cap', async () => {
    const res = await guardedFetch({ timeoutMs: 300 })(`${base}/stall`);
    const error = await refusal(res.text());
    expect(error.reason).toBe('timeout');
  });

  it("leaves an abort by the caller's own signal an abort", async () => {
    const controller = new AbortController();
    const res = await guardedFetch()(`${base}/stall`, { signal: controller.signal });
    const reading = res.text();
    controller.abort();
    const error = await failure(reading);
    expect(error).not.toBeInstanceOf(EgressError);
    expect((error as Error).name).toBe('AbortError');
  });
});
