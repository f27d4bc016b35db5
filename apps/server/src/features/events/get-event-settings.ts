import type { EventSettings } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { eventSettings } from '../../platform/db/schema/index.js';

/** The workspace's events endpoint and subscribed types; none set: no endpoint, no types. */
export async function getEventSettings(regions: Regions, access: WorkspaceAccess): Promise<EventSettings> {
  const [row] = await regions
    .db(access.region)
    .select({ endpoint: eventSettings.endpoint, subscribedEvents: eventSettings.subscribedEvents })
    .from(eventSettings)
    .where(eq(eventSettings.workspaceUid, access.uid));
  return row ?? { endpoint: '', subscribedEvents: [] };
}
