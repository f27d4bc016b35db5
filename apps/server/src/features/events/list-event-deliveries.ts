import { EVENTS_PAGE_LIMIT, type EventDelivery } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { eventDeliveries } from '../../platform/db/schema/index.js';
import { toEventDelivery } from './to-event-delivery.js';

/** The workspace's latest event deliveries, newest first. */
export async function listEventDeliveries(
  regions: Regions,
  access: WorkspaceAccess,
  maxAttempts: number,
): Promise<EventDelivery[]> {
  const rows = await regions
    .db(access.region)
    .select()
    .from(eventDeliveries)
    .where(eq(eventDeliveries.workspaceUid, access.uid))
    .orderBy(desc(eventDeliveries.createdAt), desc(eventDeliveries.id))
    .limit(EVENTS_PAGE_LIMIT);
  return rows.map((row) => toEventDelivery(row, maxAttempts));
}
