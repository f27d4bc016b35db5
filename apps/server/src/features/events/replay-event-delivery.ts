import { EVENT_REPLAY_NEEDS_ENDPOINT, type EventDelivery } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { eventDeliveries } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { DELIVER_EVENT_QUEUE } from './deliver-event.js';
import type { EmitDeps } from './emit-workspace-event.js';
import { getEventSettings } from './get-event-settings.js';
import { maxAttemptsOf, newDeliveryId, toEventDelivery } from './to-event-delivery.js';

/**
 * Sends a logged event again, as the owner asks from the Events page: a new delivery of the same
 * type and payload (and the same event id, for receivers that skip duplicates) to today's
 * endpoint, with its own attempts. The original stays in the log as it ended.
 */
export async function replayEventDelivery(
  deps: EmitDeps & { config: { eventRetrySeconds: readonly number[] } },
  access: WorkspaceAccess,
  deliveryId: string,
): Promise<EventDelivery> {
  const db = deps.regions.db(access.region);
  const [original] = await db
    .select()
    .from(eventDeliveries)
    .where(and(eq(eventDeliveries.id, deliveryId), eq(eventDeliveries.workspaceUid, access.uid)));
  if (!original) throw notFound('Event delivery not found.');
  const { endpoint } = await getEventSettings(deps.regions, access);
  if (!endpoint) throw new AppError('NO_EVENTS_ENDPOINT', EVENT_REPLAY_NEEDS_ENDPOINT);
  const [replay] = await db
    .insert(eventDeliveries)
    .values({
      id: newDeliveryId(),
      workspaceUid: access.uid,
      type: original.type,
      payload: original.payload,
      endpoint,
      replayOf: original.replayOf ?? original.id,
    })
    .returning();
  await deps.jobs.enqueue(access.region, DELIVER_EVENT_QUEUE, { deliveryId: replay!.id, attempt: 1 });
  return toEventDelivery(replay!, maxAttemptsOf(deps.config));
}
