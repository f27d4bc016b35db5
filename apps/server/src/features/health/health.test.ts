import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE } from '../../../test/app.js';

describe('health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers /healthz while the process is up', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The server's own time for the answer, in milliseconds.
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
  });

  it('is ready when both regional databases answer, and says which retrieval each offers', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(body.regions.na.database).toBe('up');
    expect(body.regions.eu.database).toBe('up');
    const kind = TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
    expect(body.regions.na.kind).toBe(kind);
    // Without EMBEDDING_MODEL chunks get no vectors, wherever pgvector is: retrieval is full-text.
    expect(body.retrieval.na).toBe('fulltext');
  });

  it('sends security headers; API answers forbid everything but being read as data', async () => {
    const res = await app.inject({ url: '/api/auth/me' });
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    });
    // A refusal says the server's time too.
    expect(res.statusCode).toBe(401);
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    // Served over plain http in tests: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
