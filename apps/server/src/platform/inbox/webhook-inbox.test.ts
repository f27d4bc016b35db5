import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { createWebhookInbox, type WebhookInbox } from './index.js';
import { webhookInbox } from './schema.js';

// Providers of these tests' own, so that the app's workers (payments, channels) leave their events alone.
const PAYMENTS = 'test-payments';
const MESSAGES = 'test-messages';
const FLAKY = 'test-flaky';

let app: FastifyInstance;
let inbox: WebhookInbox;
/** Each event the workers were handed, and the events whose first attempt is made to fail. */
const handled: { provider: string; eventId: string; attempts: number }[] = [];
const failOnce = new Set<string>();

beforeAll(async () => {
  app = await createTestApp();
  // Polled every half second, as the test app's jobs are.
  inbox = createWebhookInbox(app, { pollingIntervalSeconds: 0.5 });
  inbox.work([PAYMENTS, MESSAGES], { concurrency: 3, retryDelaySeconds: 0, maxFailures: 3 }, async (_region, event) => {
    handled.push({ provider: event.provider, eventId: event.eventId, attempts: event.attempts });
    if (failOnce.delete(`${event.provider}:${event.eventId}`)) throw new Error('the provider’s API was down');
    // Long enough for the other workers to try to claim the same events meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  inbox.work([FLAKY], { concurrency: 1, retryDelaySeconds: 0, maxFailures: 2 }, async () => {
    throw new Error('always down');
  });
});
afterAll(async () => {
  await inbox.stopWorking(5_000);
  await app.close();
});

let events = 0;
const newEventId = () => `evt_${Date.now()}_${++events}`;
const delivery = (provider: string, eventId: string) => ({
  provider,
  eventId,
  rawBody: JSON.stringify({ id: eventId, type: 'invoice.paid' }),
});

const rowsOf = (provider: string, eventId: string) =>
  app.regions
    .db('na')
    .select()
    .from(webhookInbox)
    .where(and(eq(webhookInbox.provider, provider), eq(webhookInbox.eventId, eventId)));

/** The event's row once a worker has processed it. */
async function processed(provider: string, eventId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await rowsOf(provider, eventId);
    if (row?.processedAt) return row;
    if (Date.now() > deadline) throw new Error(`${provider} event ${eventId} was not processed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const handlingsOf = (provider: string, eventId: string) =>
  handled.filter((event) => event.provider === provider && event.eventId === eventId);

describe('the webhook inbox', () => {
  it('keeps an event delivered again once, and processes it once', async () => {
    const eventId = newEventId();
    // Three deliveries at once, as a provider retrying a slow answer makes them.
    await Promise.all([1, 2, 3].map(() => inbox.keep('na', delivery(PAYMENTS, eventId))));
    const row = await processed(PAYMENTS, eventId);
    expect(JSON.parse(row.rawBody)).toEqual({ id: eventId, type: 'invoice.paid' });
    // Delivered again once processed: acknowledged, and not processed again. The worker takes
    // jobs in turn, so once the next event is processed, a second processing would have shown.
    await inbox.keep('na', delivery(PAYMENTS, eventId));
    const next = newEventId();
    await inbox.keep('na', delivery(PAYMENTS, next));
    await processed(PAYMENTS, next);

    expect(await rowsOf(PAYMENTS, eventId)).toHaveLength(1);
    expect(handlingsOf(PAYMENTS, eventId)).toHaveLength(1);
    expect((await rowsOf(PAYMENTS, eventId))[0]?.attempts).toBe(1);
  });

  it('retries an event whose processing failed, and counts its attempts', async () => {
    const eventId = newEventId();
    failOnce.add(`${PAYMENTS}:${eventId}`);
    await inbox.keep('na', delivery(PAYMENTS, eventId));
    const row = await processed(PAYMENTS, eventId);
    expect(row.attempts).toBe(2);
    expect(handlingsOf(PAYMENTS, eventId).map((event) => event.attempts)).toEqual([1, 2]);
  });

  it('keeps the same event id from two providers as two events, each processed', async () => {
    const eventId = newEventId();
    await Promise.all([inbox.keep('na', delivery(PAYMENTS, eventId)), inbox.keep('na', delivery(MESSAGES, eventId))]);
    await processed(PAYMENTS, eventId);
    await processed(MESSAGES, eventId);
    expect(handlingsOf(PAYMENTS, eventId)).toHaveLength(1);
    expect(handlingsOf(MESSAGES, eventId)).toHaveLength(1);
  });

  it('keeps an event in the region it was delivered to', async () => {
    const eventId = newEventId();
    await inbox.keep('eu', delivery(PAYMENTS, eventId));
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await app.regions.db('eu').select().from(webhookInbox).where(eq(webhookInbox.eventId, eventId));
      if (row?.processedAt) break;
      if (Date.now() > deadline) throw new Error('the event kept in eu was not processed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await rowsOf(PAYMENTS, eventId)).toEqual([]);
  });

  it('processes each of many events once, with several workers claiming at once', async () => {
    const eventIds = Array.from({ length: 40 }, newEventId);
    await Promise.all(eventIds.map((eventId) => inbox.keep('na', delivery(MESSAGES, eventId))));
    for (const eventId of eventIds) await processed(MESSAGES, eventId);
    for (const eventId of eventIds) expect(handlingsOf(MESSAGES, eventId)).toHaveLength(1);
    const rows = await app.regions.db('na').select().from(webhookInbox).where(eq(webhookInbox.provider, MESSAGES));
    const ours = rows.filter((row) => eventIds.includes(row.eventId));
    expect(ours.every((row) => row.attempts === 1 && row.claimedBy === null)).toBe(true);
  });

  it('gives an event up once it has failed as often as allowed, and no longer counts it pending', async () => {
    const eventId = newEventId();
    await inbox.keep('na', delivery(FLAKY, eventId));
    const deadline = Date.now() + 20_000;
    let row = (await rowsOf(FLAKY, eventId))[0];
    while (!row?.gaveUpAt) {
      if (Date.now() > deadline) throw new Error('the failing event was not given up');
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (await rowsOf(FLAKY, eventId))[0];
    }
    expect(row.failures).toBe(2);
    expect(row.attempts).toBe(2);
    expect(row.processedAt).toBeNull();
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    // The given-up event is not among the pending ones (all others of this file are processed by now).
    expect(metrics.body).toContain('webhook_inbox_pending{region="na"} 0');
  });

  it('takes up at once an event a process that died had claimed', async () => {
    const eventId = newEventId();
    // Kept and claimed by another process, as if it died while processing it: on the embedded
    // database every mark but this process's own is a dead process's.
    await app.regions
      .db('na')
      .insert(webhookInbox)
      .values({
        ...delivery(PAYMENTS, eventId),
        claimedBy: app.regions.mark.id + 1,
        claimedAt: new Date(),
        attempts: 1,
      });
    const row = await processed(PAYMENTS, eventId);
    expect(row.attempts).toBe(2);
    expect(handlingsOf(PAYMENTS, eventId)).toHaveLength(1);
  });
});
