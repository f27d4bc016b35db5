import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, uniqueEmail } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const password = 'correct horse battery';
let ipCounter = 0;
/** A client from its own address, so only the per-email limit is in play across clients. */
const clientFromNewAddress = () => browser(app, `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

async function signUp() {
  const email = uniqueEmail();
  const res = await clientFromNewAddress().post('/api/auth/signup', { name: 'Ada Owner', email, password });
  expect(res.statusCode).toBe(201);
  return email;
}

describe('the failed-login limit', () => {
  it('lets exactly 10 of 60 simultaneous wrong passwords for one email through, and answers the rest with 429', async () => {
    const email = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        clientFromNewAddress().post('/api/auth/login', { email, password: 'wrong password' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('lets 10 simultaneous wrong passwords from one address through, whatever the emails', async () => {
    const client = clientFromNewAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.post('/api/auth/login', { email: uniqueEmail(), password: 'wrong password' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('signs in with the correct password after 9 failures, and successful logins never use up the limit', async () => {
    const email = await signUp();
    const client = clientFromNewAddress();
    for (let i = 0; i < 9; i++) {
      expect((await client.post('/api/auth/login', { email, password: 'wrong password' })).statusCode).toBe(401);
    }
    for (let i = 0; i < 12; i++) {
      expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    }
    expect((await client.post('/api/auth/login', { email, password: 'wrong password' })).statusCode).toBe(401);
    expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(429);
  });
});
