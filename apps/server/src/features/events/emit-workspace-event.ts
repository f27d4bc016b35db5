import type { Region, WorkspaceEventType } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { eventDeliveries, eventSettings } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { DELIVER_EVENT_QUEUE } from './deliver-event.js';
import { newDeliveryId } from './to-event-delivery.js';

export interface EmitDeps {
  regions: Regions;
  jobs: Jobs;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Something happened in a workspace: when its events endpoint is set and subscribed to `type`
 * (spec 002 §4.10), a delivery is logged and handed to a job, so the request that caused the event
 * never waits for the endpoint. Called after the change is stored; a failure here is logged, not
 * thrown, because what happened stands without its event.
 */
export async function emitWorkspaceEvent(
  deps: EmitDeps,
  region: Region,
  workspaceUid: string,
  type: WorkspaceEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  try {
    const db = deps.regions.db(region);
    const [settings] = await db.select().from(eventSettings).where(eq(eventSettings.workspaceUid, workspaceUid));
    if (!settings?.endpoint || !settings.subscribedEvents.includes(type)) return;
    const [delivery] = await db
      .insert(eventDeliveries)
      .values({
        id: newDeliveryId(),
        workspaceUid,
        type,
        payload: { ...payload, createdAt: new Date().toISOString() },
        endpoint: settings.endpoint,
      })
      .returning({ id: eventDeliveries.id });
    await deps.jobs.enqueue(region, DELIVER_EVENT_QUEUE, { deliveryId: delivery!.id, attempt: 1 });
  } catch (error) {
    deps.log?.error({ err: error, region, workspaceUid, type }, 'a workspace event could not be queued');
  }
}
