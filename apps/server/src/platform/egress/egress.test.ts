import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../../test/local-http-server.js';
import { createEgress, type Egress, EgressError, isPublicAddress } from './egress.js';

async function refusal(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe('isPublicAddress', () => {
  it('admits public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888']) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('egress', () => {
  let allowed: { server: Server; port: number };
  let other: { server: Server; port: number };
  let second: { server: Server; port: number };
  let egress: Egress;

  beforeAll(async () => {
    allowed = await startLocalServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/echo') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ method: req.method, query: url.search, secret: req.headers['x-secret'], body }));
      } else if (url.pathname === '/redirect') {
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      } else if (url.pathname === '/big') {
        res.end('x'.repeat(2 * 1024 * 1024));
      } else if (url.pathname === '/slow') {
        setTimeout(() => res.end('late'), 2_000);
      } else {
        res.writeHead(404).end();
      }
    });
    other = await startLocalServer((_req, res) => res.end('private data'));
    second = await startLocalServer((req, res) => res.end(JSON.stringify({ secret: req.headers['x-secret'] ?? null })));
    egress = createEgress({ allow: [`127.0.0.1:${allowed.port}`, `127.0.0.1:${second.port}`] });
  });
  afterAll(() => {
    allowed.server.closeAllConnections();
    allowed.server.close();
    other.server.close();
    second.server.close();
  });

  it('reaches an allowlisted host:port with method, headers and body', async () => {
    const res = await egress(`http://127.0.0.1:${allowed.port}/echo?city=Paris`, {
      method: 'POST',
      headers: { 'x-secret': 's3cret', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ method: 'POST', query: '?city=Paris', secret: 's3cret', body: '{"a":1}' });
  });

  it.each([
    ['loopback on another port', () => `http://127.0.0.1:${other.port}/`],
    ['localhost by name', () => `http://localhost:${other.port}/`],
    ['a private network address', () => 'http://10.0.0.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${other.port}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${other.port}/`],
  ])('refuses %s', async (_name, url) => {
    const error = await refusal(egress(url()));
    expect(error.reason).toBe('blocked');
    expect(error.message).toMatch(/not a public address/);
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${other.port}/`],
    ['a private network address', () => 'http://10.0.0.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/'],
  ])('refuses a redirect to %s', async (_name, target) => {
    const error = await refusal(egress(`http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(target())}`));
    expect(error.reason).toBe('blocked');
  });

  it('follows a redirect that stays allowed', async () => {
    const res = await egress(`http://127.0.0.1:${allowed.port}/redirect?to=/echo`);
    expect(JSON.parse(res.text).method).toBe('GET');
  });

  it('drops secret headers on a redirect to another origin, and keeps them on the same origin', async () => {
    const request = { headers: { 'x-secret': 's3cret' }, secretHeaders: ['X-Secret'] };
    const same = await egress(`http://127.0.0.1:${allowed.port}/redirect?to=/echo`, request);
    expect(JSON.parse(same.text).secret).toBe('s3cret');
    const elsewhere = `http://127.0.0.1:${second.port}/`;
    const away = await egress(`http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(elsewhere)}`, request);
    expect(JSON.parse(away.text)).toEqual({ secret: null });
    // Without being named, a header goes along, as before.
    const named = await egress(`http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(elsewhere)}`, {
      headers: request.headers,
    });
    expect(JSON.parse(named.text)).toEqual({ secret: 's3cret' });
  });

  it('refuses other schemes and URLs with credentials', async () => {
    expect((await refusal(egress('file:///etc/passwd'))).reason).toBe('invalid-url');
    expect((await refusal(egress(`http://u:p@127.0.0.1:${allowed.port}/echo`))).reason).toBe('invalid-url');
  });

  it('gives up after the time limit', async () => {
    const error = await refusal(egress(`http://127.0.0.1:${allowed.port}/slow`, { timeoutMs: 200 }));
    expect(error.reason).toBe('timeout');
  });

  it('refuses an answer over the size cap (1 MB by default)', async () => {
    const error = await refusal(egress(`http://127.0.0.1:${allowed.port}/big`));
    expect(error.reason).toBe('too-large');
  });
});
