import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { createWebhookInbox, processWebhookEvents, type WebhookEventsJob, type WebhookInbox } from './index.js';
import { webhookInbox } from './schema.js';

const QUEUE = 'test-webhook-events';
declare module '../jobs/jobs.js' {
  interface JobPayloads {
    [QUEUE]: WebhookEventsJob;
  }
}

let app: FastifyInstance;
let inbox: WebhookInbox;
/** Each event the worker was handed, and the events whose first attempt is made to fail. */
const handled: { provider: string; eventId: string; attempts: number }[] = [];
const failOnce = new Set<string>();

beforeAll(async () => {
  // Jobs are asked for every half second, so retries come within the test.
  app = await createTestApp();
  await app.jobs.defineQueue(QUEUE, { retryLimit: 3, retryDelaySeconds: 0 });
  await app.jobs.work(QUEUE, {}, (data, job) =>
    processWebhookEvents(app, job.region, data.inboxIds, async (event) => {
      handled.push({ provider: event.provider, eventId: event.eventId, attempts: event.attempts });
      if (failOnce.delete(`${event.provider}:${event.eventId}`)) throw new Error('the provider’s API was down');
    }),
  );
  inbox = createWebhookInbox(app, QUEUE);
});
afterAll(() => app.close());

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
    await Promise.all([1, 2, 3].map(() => inbox.keep('na', delivery('stripe', eventId))));
    const row = await processed('stripe', eventId);
    expect(JSON.parse(row.rawBody)).toEqual({ id: eventId, type: 'invoice.paid' });
    // Delivered again once processed: acknowledged, and not processed again. The worker takes
    // jobs in turn, so once the next event is processed, a second processing would have shown.
    await inbox.keep('na', delivery('stripe', eventId));
    const next = newEventId();
    await inbox.keep('na', delivery('stripe', next));
    await processed('stripe', next);

    expect(await rowsOf('stripe', eventId)).toHaveLength(1);
    expect(handlingsOf('stripe', eventId)).toHaveLength(1);
    expect((await rowsOf('stripe', eventId))[0]?.attempts).toBe(1);
  });

  it('retries an event whose processing failed, and counts its attempts', async () => {
    const eventId = newEventId();
    failOnce.add(`stripe:${eventId}`);
    await inbox.keep('na', delivery('stripe', eventId));
    const row = await processed('stripe', eventId);
    expect(row.attempts).toBe(2);
    expect(handlingsOf('stripe', eventId).map((event) => event.attempts)).toEqual([1, 2]);
  });

  it('keeps the same event id from two providers as two events, each processed', async () => {
    const eventId = newEventId();
    await Promise.all([inbox.keep('na', delivery('stripe', eventId)), inbox.keep('na', delivery('telegram', eventId))]);
    await processed('stripe', eventId);
    await processed('telegram', eventId);
    expect(handlingsOf('stripe', eventId)).toHaveLength(1);
    expect(handlingsOf('telegram', eventId)).toHaveLength(1);
  });

  it('keeps an event in the region it was delivered to', async () => {
    const eventId = newEventId();
    await inbox.keep('eu', delivery('stripe', eventId));
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await app.regions.db('eu').select().from(webhookInbox).where(eq(webhookInbox.eventId, eventId));
      if (row?.processedAt) break;
      if (Date.now() > deadline) throw new Error('the event kept in eu was not processed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await rowsOf('stripe', eventId)).toEqual([]);
  });
});
