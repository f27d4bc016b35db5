import type { Region } from '@agent-platform/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../db/regions.js';
import { webhookInbox } from './schema.js';

/** A kept event as its worker receives it, claimed for this attempt. */
export type WebhookEvent = typeof webhookInbox.$inferSelect;

/** The advisory lock space of inbox events: a worker holds its event's lock while it processes it. */
const CLAIM_LOCK_SPACE = 7_130_413;

/**
 * Processes the inbox rows one job was given, in order. Each is claimed first, which counts an
 * attempt (so two workers never both process it), then handled, then marked processed: an event
 * already processed is passed over. One that fails does not hold up the others: its claim is
 * released and the job fails after them, so the job's retry takes it up again at once.
 */
export async function processWebhookEvents(
  deps: { regions: Regions; log?: FastifyBaseLogger | undefined },
  region: Region,
  inboxIds: number[],
  handle: (event: WebhookEvent) => Promise<void>,
): Promise<void> {
  let failure: unknown;
  for (const inboxId of inboxIds) {
    try {
      await processWebhookEvent(deps.regions, region, inboxId, handle);
    } catch (error) {
      failure ??= error;
      deps.log?.warn({ err: error, inboxId }, 'webhook event not processed');
    }
  }
  if (failure) throw failure;
}

async function processWebhookEvent(
  regions: Regions,
  region: Region,
  inboxId: number,
  handle: (event: WebhookEvent) => Promise<void>,
) {
  const db = regions.db(region);
  // The claim is a hold on the event's lock by this process (`ProcessMark`): the claim of a
  // process that died goes with it, so the retry of its job takes the event up at once.
  const key = Number(BigInt.asIntN(32, BigInt(inboxId)));
  if (!(await regions.mark.hold(region, CLAIM_LOCK_SPACE, key))) return;
  try {
    const [event] = await db
      .update(webhookInbox)
      .set({ claimedAt: sql`now()`, attempts: sql`${webhookInbox.attempts} + 1` })
      .where(and(eq(webhookInbox.id, inboxId), isNull(webhookInbox.processedAt)))
      .returning();
    if (!event) return;
    try {
      await handle(event);
      await db.update(webhookInbox).set({ processedAt: sql`now()` }).where(eq(webhookInbox.id, inboxId));
    } catch (error) {
      await db.update(webhookInbox).set({ claimedAt: null }).where(eq(webhookInbox.id, inboxId));
      throw error;
    }
  } finally {
    await regions.mark.letGo(region, CLAIM_LOCK_SPACE, key);
  }
}
