import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { BODY_LIMITS } from './body-limits.js';

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes) });

describe('body limits per route family', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const post = (url: string, bytes: number) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: bodyOf(bytes) });

  it('refuses a widget call or a sign-in over the public limit, before anything reads it', async () => {
    const over = BODY_LIMITS.public + 1024;
    for (const url of ['/api/na/public/conversations/c1/messages', '/api/auth/login']) {
      const refused = await post(url, over);
      expect(refused.statusCode, url).toBe(413);
      expect(refused.json().error).toEqual({ code: 'BODY_TOO_LARGE', message: 'The request body is too large.' });
    }
  });

  it("reads a dashboard call of that size, and refuses one over the API's limit", async () => {
    // Read whole, then refused by the agent's schema: its size was no reason to refuse it.
    expect((await post('/api/na/v2/agents/a1', BODY_LIMITS.public + 1024)).statusCode).toBe(400);
    expect((await post('/api/na/v2/agents/a1', BODY_LIMITS.api + 1024)).statusCode).toBe(413);
  });

  it("reads a provider's delivery larger than a dashboard call, and refuses one over the webhook limit", async () => {
    // Read whole, then refused for its missing signature.
    const large = await post('/api/webhooks/payments', BODY_LIMITS.api + 1024);
    expect(large.statusCode).not.toBe(413);
    expect(large.statusCode).toBeLessThan(500);
    expect((await post('/api/webhooks/payments', BODY_LIMITS.webhook + 1024)).statusCode).toBe(413);
  });
});
