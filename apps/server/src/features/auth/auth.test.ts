import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, uniqueEmail } from '../../../test/app.js';
import { accounts, mailOutbox, sessions } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const password = 'correct horse battery';
let ipCounter = 0;
/** A client from its own address, so one test's failed logins never throttle another's. */
const clientFromNewAddress = () => browser(app, `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

async function signUp(email = uniqueEmail()) {
  const client = clientFromNewAddress();
  const res = await client.post('/api/auth/signup', { name: 'Ada Owner', email, password });
  expect(res.statusCode).toBe(201);
  return { client, email };
}

const accountCount = async () => (await app.regions.global().select({ n: count() }).from(accounts))[0]?.n;

async function latestMailTo(email: string) {
  const [mail] = await app.regions
    .global()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

describe('sign up, log in, log out', () => {
  it('signs up with a session cookie that is httpOnly, SameSite=Lax and lasts 30 days', async () => {
    const client = clientFromNewAddress();
    const email = uniqueEmail();
    const res = await client.post('/api/auth/signup', { name: 'Ada Owner', email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Ada Owner', email });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    // Beside it, a mark the sign-in pages can read, so that they ask who is signed in only when someone may be.
    const hint = res.cookies.find((c) => c.name === 'signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(hint?.httpOnly).toBeFalsy();
    // Only the hash of the token is stored.
    const stored = await app.regions.global().select().from(sessions);
    expect(stored.some((s) => s.tokenHash === cookie?.value)).toBe(false);

    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ account: { email }, workspaces: [] });
  });

  it('stores the password as an argon2id hash', async () => {
    const { email } = await signUp();
    const [row] = await app.regions.global().select().from(accounts).where(eq(accounts.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email', async () => {
    const { email } = await signUp();
    const res = await clientFromNewAddress().post('/api/auth/signup', { name: 'Other', email, password });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('logs in with the password and logs out, after which the session is gone', async () => {
    const { email } = await signUp();
    const client = clientFromNewAddress();
    const login = await client.post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    // A session begun before the sign-in mark existed gets it on its next visit.
    expect(me.cookies.find((c) => c.name === 'signed_in')).toMatchObject({ value: '1', path: '/' });
    const cookieBeforeLogout = client.cookie;
    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === 'signed_in');
    expect(cleared?.value).toBe('');
    const replay = await app.inject({ url: '/api/auth/me', headers: { cookie: cookieBeforeLogout } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'You must be logged in.' } });
    // A browser still marked as signed in (its session ended elsewhere) loses the mark.
    expect(replay.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
  });
});

describe('bad input gets a clear 4xx and writes nothing', () => {
  const cases: [string, () => Record<string, unknown>, number, RegExp][] = [
    ['a missing field', () => ({ name: 'Ada', email: uniqueEmail() }), 400, /^Please enter a password\.$/],
    ['a wrong type', () => ({ name: 42, email: uniqueEmail(), password }), 400, /^Please enter your name\.$/],
    [
      'an unknown field',
      () => ({ name: 'Ada', email: uniqueEmail(), password, isAdmin: true }),
      400,
      /isAdmin|Unrecognized key/i,
    ],
    [
      'a bad email',
      () => ({ name: 'Ada', email: 'not-an-email', password }),
      400,
      /Please enter a valid email address/,
    ],
    ['a short password', () => ({ name: 'Ada', email: uniqueEmail(), password: 'short' }), 400, /at least 8/],
  ];

  for (const [what, body, status, message] of cases) {
    it(`rejects ${what}`, async () => {
      const before = await accountCount();
      const res = await clientFromNewAddress().post('/api/auth/signup', body());
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toMatch(message);
      expect(await accountCount()).toBe(before);
    });
  }

  it('rejects malformed JSON', async () => {
    const before = await accountCount();
    const res = await clientFromNewAddress().request({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada", "email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON.' } });
    expect(await accountCount()).toBe(before);
  });

  it('rejects a 2 MB body', async () => {
    const before = await accountCount();
    const res = await clientFromNewAddress().post('/api/auth/signup', {
      name: 'x'.repeat(2 * 1024 * 1024),
      email: uniqueEmail(),
      password,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' } });
    expect(await accountCount()).toBe(before);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await clientFromNewAddress().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.c',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('failed logins', () => {
  it('answers a wrong password exactly like an unknown email', async () => {
    const { email } = await signUp();
    const wrongPassword = await clientFromNewAddress().post('/api/auth/login', { email, password: 'wrong password' });
    const unknownEmail = await clientFromNewAddress().post('/api/auth/login', { email: uniqueEmail(), password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('answers the 11th failed login in a minute from one address with 429', async () => {
    const { email } = await signUp();
    const client = clientFromNewAddress();
    for (let i = 0; i < 10; i++) {
      // Different emails, so only the per-address limit is in play.
      const res = await client.post('/api/auth/login', { email: uniqueEmail(), password: 'wrong password' });
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await client.post('/api/auth/login', { email, password });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('RATE_LIMITED');
  });

  it('answers the 11th failed login in a minute for one email with 429, whatever the address', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 10; i++) {
      const res = await clientFromNewAddress().post('/api/auth/login', { email, password: 'wrong password' });
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await clientFromNewAddress().post('/api/auth/login', { email, password });
    expect(eleventh.statusCode).toBe(429);
  });
});

describe('one-time login code', () => {
  it('emails a 6-digit code that logs in once', async () => {
    const { email } = await signUp();
    const client = clientFromNewAddress();
    const ask = await client.post('/api/auth/code', { email });
    expect(ask.json()).toEqual({ ok: true });
    const mail = await latestMailTo(email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();

    const wrong = await client.post('/api/auth/code/verify', { email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    const verify = await client.post('/api/auth/code/verify', { email, code });
    expect(verify.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().account.email).toBe(email);

    const again = await clientFromNewAddress().post('/api/auth/code/verify', { email, code });
    expect(again.statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await clientFromNewAddress().post('/api/auth/code', { email });
    expect(res.json()).toEqual({ ok: true });
    expect(await latestMailTo(email)).toBeUndefined();
  });
});

describe('password reset', () => {
  it('emails a link whose token sets a new password once, and signs out every other session', async () => {
    const { client: elsewhere, email } = await signUp();
    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(200);
    await clientFromNewAddress().post('/api/auth/password/forgot', { email });
    const mail = await latestMailTo(email);
    const link = mail?.text.match(/http\S+reset-password\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get('token') as string;

    const client = clientFromNewAddress();
    const reset = await client.post('/api/auth/password/reset', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);

    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(401);

    const reuse = await clientFromNewAddress().post('/api/auth/password/reset', { token, password: 'another one!' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('INVALID_RESET_TOKEN');

    const oldPassword = await clientFromNewAddress().post('/api/auth/login', { email, password });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await clientFromNewAddress().post('/api/auth/login', {
      email,
      password: 'a brand new password',
    });
    expect(newPassword.statusCode).toBe(200);
  });
});

describe('origin check', () => {
  it('refuses a cookie-authenticated state change from another site', async () => {
    const { client } = await signUp();
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ORIGIN_MISMATCH');
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated state change with no origin at all', async () => {
    const { client } = await signUp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/onboarding',
      headers: { cookie: client.cookie as string },
      payload: { region: 'na' },
    });
    expect(res.statusCode).toBe(403);
  });
});
