import type { Region } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Regions } from '../db/regions.js';
import type { JobPayloads, Jobs, QueueName } from '../jobs/jobs.js';
import { webhookInbox } from './schema.js';

/** What a provider delivered, as its webhook hands it to the inbox once its signature is checked. */
export interface WebhookDelivery {
  provider: string;
  /** The provider's id for the event: the same id again from the same provider is the same event. */
  eventId: string;
  /** The agent the event is for, when it is for one. */
  agentId?: string;
  /** The event as the provider sent it; the worker reads it. */
  rawBody: string;
}

/** The job the inbox queues for the events one write kept: the ids of their inbox rows, processed in order. */
export interface WebhookEventsJob {
  inboxIds: number[];
}

/** The queues whose jobs carry inbox rows: the worker that processes a provider's events works one of them. */
export type WebhookEventsQueue = {
  [Q in QueueName]: JobPayloads[Q] extends WebhookEventsJob ? Q : never;
}[QueueName];

export interface WebhookInbox {
  /** Resolves once the delivery is kept and queued for processing: the webhook may then acknowledge it. */
  keep(region: Region, delivery: WebhookDelivery): Promise<void>;
}

/** The most deliveries one write keeps. */
const MAX_BATCH = 500;

/**
 * Keeps what providers deliver, in group commits, and queues it on `queue` for processing: the
 * deliveries that arrive while one write is under way go together in the next, one insert and
 * one job for all of them. Each webhook still answers only after its own delivery is kept, so
 * nothing acknowledged is lost; a busy moment costs one write per batch, not one per event.
 */
export function createWebhookInbox(deps: { regions: Regions; jobs: Jobs }, queue: WebhookEventsQueue): WebhookInbox {
  type Waiting = { delivery: WebhookDelivery; done: (error?: unknown) => void };
  const waiting = new Map<Region, Waiting[]>();
  const writing = new Set<Region>();

  const schedule = (region: Region) => {
    if (writing.has(region)) return;
    writing.add(region);
    // Let the requests that arrived with this one join it.
    setImmediate(() => void write(region));
  };

  const write = async (region: Region) => {
    const batch = (waiting.get(region) ?? []).splice(0, MAX_BATCH);
    try {
      await keepAndQueue(
        deps,
        queue,
        region,
        batch.map((entry) => entry.delivery),
      );
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.done(error);
    } finally {
      writing.delete(region);
      if (waiting.get(region)?.length) schedule(region);
    }
  };

  return {
    keep(region, delivery) {
      return new Promise((resolve, reject) => {
        const queued = waiting.get(region) ?? [];
        waiting.set(region, queued);
        queued.push({ delivery, done: (error) => (error === undefined ? resolve() : reject(error)) });
        schedule(region);
      });
    },
  };
}

async function keepAndQueue(
  deps: { regions: Regions; jobs: Jobs },
  queue: WebhookEventsQueue,
  region: Region,
  deliveries: WebhookDelivery[],
) {
  if (deliveries.length === 0) return;
  const db = deps.regions.db(region);
  const kept = await db
    .insert(webhookInbox)
    .values(deliveries)
    .onConflictDoNothing()
    .returning({ id: webhookInbox.id, provider: webhookInbox.provider, eventId: webhookInbox.eventId });
  const ids = kept.map((row) => row.id);
  // An event seen before is queued again only while it is unprocessed and unclaimed: the
  // attempt that kept it may have died before queueing it.
  const keptKeys = new Set(kept.map((row) => `${row.provider}\n${row.eventId}`));
  const again = deliveries.filter((delivery) => !keptKeys.has(`${delivery.provider}\n${delivery.eventId}`));
  for (const delivery of again) {
    const [pending] = await db
      .select({ id: webhookInbox.id })
      .from(webhookInbox)
      .where(
        and(
          eq(webhookInbox.provider, delivery.provider),
          eq(webhookInbox.eventId, delivery.eventId),
          isNull(webhookInbox.processedAt),
          isNull(webhookInbox.claimedAt),
        ),
      );
    if (pending && !ids.includes(pending.id)) ids.push(pending.id);
  }
  if (ids.length > 0) await deps.jobs.enqueue(region, queue, { inboxIds: ids });
}
