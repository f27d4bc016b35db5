import { type EventSettings, WORKSPACE_EVENT_TYPES } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { eventSettings } from '../../platform/db/schema/index.js';

/** Saves where the workspace's events go and which types; later events follow it, sent ones keep theirs. */
export async function updateEventSettings(
  regions: Regions,
  access: WorkspaceAccess,
  body: EventSettings,
): Promise<EventSettings> {
  // Kept in the catalogue's order and once each, whatever order the boxes were ticked in.
  const subscribedEvents = WORKSPACE_EVENT_TYPES.filter((type) => body.subscribedEvents.includes(type));
  const values = { endpoint: body.endpoint, subscribedEvents };
  await regions
    .db(access.region)
    .insert(eventSettings)
    .values({ workspaceUid: access.uid, ...values })
    .onConflictDoUpdate({ target: eventSettings.workspaceUid, set: { ...values, updatedAt: sql`now()` } });
  return values;
}
