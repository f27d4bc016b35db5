import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { parseEvents, useChatTestbed } from '../../../test/chat-client.js';

const TOKEN = 'scrape-token-0123456789';
const OUTSIDE = '203.0.113.7';
const SEND_ROUTE = '/api/:region/public/conversations/:conversationId/messages';

/** The sum of the samples of `name` whose labels include `labels`; undefined when there is none. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const found = Object.fromEntries([...(sample[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total = (total ?? 0) + Number(sample[3]);
    }
  }
  return total;
}

describe('/metrics', () => {
  const { bed, ownerWithAgent, startChat, send, replyCharges } = useChatTestbed({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    // Fastify's inject comes from 127.0.0.1 unless told otherwise: a scraper on this machine.
    const res = await bed.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('counts a chat answer, its latency, its credits and its request by route, and reads queues, inbox and pools', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const chat = await startChat(owner.agentId);
    const before = await scrape();

    const answer = await send(chat, { messageId: 'scraped-1', text: 'What do you sell?' });
    expect(parseEvents(answer.body).map((event) => event.event)).toContain('done');
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);
    const answered = { region: 'na', responder: 'model' };
    expect(moved('answers_total', { ...answered, outcome: 'answered' })).toBe(1);
    expect(moved('answer_duration_seconds_count', answered)).toBe(1);
    expect(moved('answer_duration_seconds_sum', answered)).toBeGreaterThan(0);
    const [charge] = await replyCharges(owner.uid);
    expect(charge?.delta).toBeLessThan(0);
    expect(moved('credits_charged_total', { region: 'na', payer: 'workspace' })).toBeCloseTo(-(charge?.delta ?? 0), 6);
    expect(moved('http_request_duration_seconds_count', { method: 'POST', route: SEND_ROUTE, status: '200' })).toBe(1);
    // Requests are named by their route's pattern: no conversation's id becomes a series of its own.
    expect(after).not.toContain(chat.conversationId);

    // Read when scraped: the webhook inbox per region, each region's database connections, the queues.
    expect(sampleOf(after, 'webhook_inbox_pending', { region: 'na' })).toBe(0);
    expect(sampleOf(after, 'db_pool_connections', { region: 'na', state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(after, 'answers_in_progress', { state: 'running' })).toBe(0);
    expect(after).toMatch(/^# TYPE jobs gauge$/m);
  });

  it('answers a scraper elsewhere only with the metrics token', async () => {
    const outside = (headers: Record<string, string> = {}) =>
      bed.app.inject({ url: '/metrics', remoteAddress: OUTSIDE, headers });
    expect((await outside()).statusCode).toBe(401);
    expect((await outside({ authorization: 'Bearer not-the-token-at-all' })).statusCode).toBe(401);
    const scraped = await outside({ authorization: `Bearer ${TOKEN}` });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/^# TYPE answers_total counter$/m);
    // A proxy on this machine passes on others' requests: its forwarded ones are not this machine's.
    const forwarded = await bed.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': OUTSIDE } });
    expect(forwarded.statusCode).toBe(401);
  });
});

describe('/metrics without a token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not exist for anyone but this machine', async () => {
    // Answered as any unknown address is: a 404, or the dashboard's page once it is built.
    const noMetrics = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode).not.toBe(401);
      expect(res.body).not.toContain('# HELP');
    };
    noMetrics(await app.inject({ url: '/metrics', remoteAddress: OUTSIDE }));
    noMetrics(
      await app.inject({ url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } }),
    );
    const local = await app.inject({ url: '/metrics', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('# HELP');
  });
});
