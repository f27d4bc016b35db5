import type { MessagingChannel, Region } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { channelInbox } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { CHANNEL_MESSAGE_QUEUE } from './answer-channel-message.js';

export interface InboxDelivery {
  channel: MessagingChannel;
  agentId: string;
  /** The provider's id for the delivery: the same id again is the same message. */
  providerMessageId: string;
  payload: unknown;
}

export interface ChannelInbox {
  /** Resolves once the delivery is kept and queued for its answer: the webhook may then acknowledge it. */
  keep(region: Region, delivery: InboxDelivery): Promise<void>;
}

/** The most deliveries one write keeps. */
const MAX_BATCH = 500;

/**
 * Keeps the messages channels deliver, in group commits: the deliveries that arrive while one
 * write is under way go together in the next, one insert and one queued job for all of them. Each
 * webhook still answers only after its own delivery is kept, so nothing acknowledged is lost; a
 * busy moment costs one write per batch, not one per message.
 */
export function createChannelInbox(deps: { regions: Regions; jobs: Jobs }): ChannelInbox {
  type Waiting = { delivery: InboxDelivery; done: (error?: unknown) => void };
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
        const queue = waiting.get(region) ?? [];
        waiting.set(region, queue);
        queue.push({ delivery, done: (error) => (error === undefined ? resolve() : reject(error)) });
        schedule(region);
      });
    },
  };
}

async function keepAndQueue(deps: { regions: Regions; jobs: Jobs }, region: Region, deliveries: InboxDelivery[]) {
  if (deliveries.length === 0) return;
  const db = deps.regions.db(region);
  const kept = await db
    .insert(channelInbox)
    .values(deliveries)
    .onConflictDoNothing()
    .returning({ id: channelInbox.id, providerMessageId: channelInbox.providerMessageId });
  const ids = kept.map((row) => row.id);
  // A delivery seen before is queued again only while it is unanswered and unclaimed: the
  // attempt that kept it may have died before queueing it.
  const keptIds = new Set(kept.map((row) => row.providerMessageId));
  const again = deliveries.filter((delivery) => !keptIds.has(delivery.providerMessageId));
  for (const delivery of again) {
    const [pending] = await db
      .select({ id: channelInbox.id })
      .from(channelInbox)
      .where(
        and(
          eq(channelInbox.channel, delivery.channel),
          eq(channelInbox.agentId, delivery.agentId),
          eq(channelInbox.providerMessageId, delivery.providerMessageId),
          isNull(channelInbox.answeredAt),
          isNull(channelInbox.claimedAt),
        ),
      );
    if (pending && !ids.includes(pending.id)) ids.push(pending.id);
  }
  if (ids.length > 0) await deps.jobs.enqueue(region, CHANNEL_MESSAGE_QUEUE, { inboxIds: ids });
}
