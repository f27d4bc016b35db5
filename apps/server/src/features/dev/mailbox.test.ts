import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, uniqueEmail } from '../../../test/app.js';

const OUTSIDER = '203.0.113.7';

/** An account with a login code waiting in the mailbox, requested from outside the machine. */
async function accountWithLoginCode(app: FastifyInstance) {
  const email = uniqueEmail('victim');
  const client = browser(app, OUTSIDER);
  await client.post('/api/auth/signup', { name: 'Victim', email, password: 'correct horse battery' });
  expect((await client.post('/api/auth/code', { email })).statusCode).toBe(200);
  return email;
}

describe('the development mailbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is not found from another machine, so nobody can read login codes and take over an account', async () => {
    const email = await accountWithLoginCode(app);
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const res = await app.inject({ url, remoteAddress: OUTSIDER });
      expect(res.statusCode).toBe(404);
      // The same answer as a path that does not exist.
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route for GET ${url}.` } });
      expect(res.body).not.toContain(email);
    }
  });

  it('is not found through a proxy on this machine', async () => {
    const email = await accountWithLoginCode(app);
    const res = await app.inject({
      url: '/dev/mailbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': OUTSIDER },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(email);
  });

  it('shows the login code on this machine, over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    const email = await accountWithLoginCode(app);
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const list = await app.inject({ url: '/dev/mailbox.json', remoteAddress });
      expect(list.statusCode).toBe(200);
      expect(list.json().messages[0]).toMatchObject({ to: email, subject: expect.stringMatching(/^Your login code/) });
      const page = await app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(email);
    }
  });
});

describe('the development mailbox behind a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  it('is not found from another machine that claims to be 127.0.0.1', async () => {
    const email = await accountWithLoginCode(app);
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const res = await app.inject({ url, remoteAddress: OUTSIDER, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(email);
    }
  });
});
