import fastifyRateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRegions } from '../../../test/test-regions.js';
import type { Regions } from '../db/regions.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { pruneRateLimits } from './prune-rate-limits.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

// Two servers counting in one database, as two processes behind a load balancer do.
let regions: Regions;
let first: FastifyInstance;
let second: FastifyInstance;

async function server() {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(regions.global(), app.log) });
  const limited = { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } };
  app.get('/agents', limited, async () => ({ ok: true }));
  app.get('/leads', limited, async () => ({ ok: true }));
  app.get('/open', async () => ({ ok: true }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  regions = await openTestRegions();
  first = await server();
  second = await server();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await regions?.close();
});

const from = (ip: string) => ({ remoteAddress: ip });
const ask = (app: FastifyInstance, url: string, ip: string) => app.inject({ url, ...from(ip) });

describe('rate limits shared through the database', () => {
  it('counts a client’s requests to a route on both servers against one limit', async () => {
    expect((await ask(first, '/agents', '10.0.0.1')).statusCode).toBe(200);
    expect((await ask(second, '/agents', '10.0.0.1')).statusCode).toBe(200);
    const third = await ask(first, '/agents', '10.0.0.1');
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await ask(second, '/agents', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(first, '/agents', '10.0.0.1')).statusCode).toBe(429);
  });

  it('counts each route and each client apart, and leaves unlimited routes alone', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(first, '/leads', '10.0.0.2')).statusCode).toBe(200);
    expect((await ask(second, '/leads', '10.0.0.2')).statusCode).toBe(429);
    expect((await ask(second, '/agents', '10.0.0.2')).statusCode).toBe(200);
    expect((await ask(second, '/leads', '10.0.0.3')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await ask(first, '/open', '10.0.0.2')).statusCode).toBe(200);
  });

  it('starts the count again once the window ended, and prunes ended windows', async () => {
    for (let i = 0; i < 3; i++) await ask(first, '/agents', '10.0.0.4');
    expect((await ask(second, '/agents', '10.0.0.4')).statusCode).toBe(429);
    const db = regions.global();
    // The window's end, as the database's clock will see it a minute on.
    const key = (await db.select().from(rateLimitCounters)).find((row) => row.key.endsWith('10.0.0.4'))?.key as string;
    await db
      .update(rateLimitCounters)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    const again = await ask(second, '/agents', '10.0.0.4');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('2');

    await db
      .update(rateLimitCounters)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    await pruneRateLimits(db);
    const left = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(left).toEqual([]);
    // Other clients' running windows stay.
    expect((await ask(first, '/agents', '10.0.0.1')).statusCode).toBe(429);
  });
});
