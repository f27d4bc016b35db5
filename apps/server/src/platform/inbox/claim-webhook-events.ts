import type { Region } from '@agent-platform/core';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Regions } from '../db/regions.js';
import { webhookInbox } from './schema.js';

/** A kept event as its worker receives it, claimed for this attempt. */
export type WebhookEvent = typeof webhookInbox.$inferSelect;

/**
 * A claim older than this lapses even though its process runs: its worker hung, or failed to
 * record the outcome. An event is processed in well under it (a channel's answer has 60 s).
 */
const CLAIM_EXPIRES = sql`interval '5 minutes'`;

/**
 * Claims up to `limit` pending events of `providers`, oldest first, for this process: those never
 * claimed, those whose retry is due, and those whose process died (`ProcessMark`) or whose claim
 * expired. Rows another worker is claiming at the same moment are passed over, not waited for.
 * Each claim counts an attempt.
 */
export async function claimWebhookEvents(
  regions: Regions,
  region: Region,
  providers: readonly string[],
  limit: number,
): Promise<WebhookEvent[]> {
  const db = regions.db(region);
  const pending = db
    .select({ id: webhookInbox.id })
    .from(webhookInbox)
    .where(
      and(
        isNull(webhookInbox.processedAt),
        isNull(webhookInbox.gaveUpAt),
        inArray(webhookInbox.provider, [...providers]),
        or(isNull(webhookInbox.retryAt), lte(webhookInbox.retryAt, sql`now()`)),
        or(
          isNull(webhookInbox.claimedBy),
          regions.mark.gone(region, webhookInbox.claimedBy),
          lte(webhookInbox.claimedAt, sql`now() - ${CLAIM_EXPIRES}`),
        ),
      ),
    )
    .orderBy(asc(webhookInbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookInbox)
    .set({ claimedAt: sql`now()`, claimedBy: regions.mark.id, attempts: sql`${webhookInbox.attempts} + 1` })
    .where(inArray(webhookInbox.id, pending))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The event is processed: it is never taken up again. */
export async function markWebhookEventProcessed(regions: Regions, region: Region, id: number): Promise<void> {
  await regions
    .db(region)
    .update(webhookInbox)
    .set({ processedAt: sql`now()`, claimedBy: null })
    .where(eq(webhookInbox.id, id));
}

/**
 * The event's processing failed: it is let go, to be retried after `retryDelaySeconds`, or given up
 * once it has failed `maxFailures` times. Returns whether it will be retried.
 */
export async function markWebhookEventFailed(
  regions: Regions,
  region: Region,
  event: WebhookEvent,
  retry: { retryDelaySeconds: number; maxFailures: number },
): Promise<boolean> {
  const failures = event.failures + 1;
  const retried = failures < retry.maxFailures;
  await regions
    .db(region)
    .update(webhookInbox)
    .set({
      claimedAt: null,
      claimedBy: null,
      failures,
      ...(retried
        ? { retryAt: sql`now() + make_interval(secs => ${retry.retryDelaySeconds})` }
        : { gaveUpAt: sql`now()` }),
    })
    .where(eq(webhookInbox.id, event.id));
  return retried;
}

/** Gives up an event whose processes died too often while processing it (it may be what kills them). */
export async function giveUpWebhookEvent(regions: Regions, region: Region, id: number): Promise<void> {
  await regions
    .db(region)
    .update(webhookInbox)
    .set({ gaveUpAt: sql`now()`, claimedBy: null })
    .where(eq(webhookInbox.id, id));
}

/** Lets go of events claimed and not begun (a worker stopping): the next worker takes them at once. */
export async function letGoOfWebhookEvents(regions: Regions, region: Region, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await regions
    .db(region)
    .update(webhookInbox)
    .set({ claimedAt: null, claimedBy: null, attempts: sql`${webhookInbox.attempts} - 1` })
    .where(and(inArray(webhookInbox.id, ids), eq(webhookInbox.claimedBy, regions.mark.id)));
}
